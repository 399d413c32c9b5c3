import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, S } from '../../http/schema';

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { config: { access: 'public' }, schema: { response: ok(S.envelope(S.row({ engine: S.string(), migration: S.string() }))) } }, async () => ({
    status: 200,
    message: 'ok',
    data: { engine: app.dbHandle.engine, migration: app.migrationVersion },
  }));

  // What the SPA needs to know before anyone logs in (nothing secret).
  app.get('/config', { config: { access: 'public' }, schema: { response: ok(S.envelope(S.row({ emailDomain: S.string(), passMark: S.num }))) } }, async () => ({
    status: 200,
    data: { emailDomain: app.config.emailDomain, passMark: app.config.passMark },
  }));
};

export default health;
