import type { FastifyPluginAsync } from 'fastify';

const health: FastifyPluginAsync = async (app) => {
  app.get('/health', { config: { access: 'public' } }, async () => ({
    status: 200,
    message: 'ok',
    data: { engine: app.dbHandle.engine, migration: app.migrationVersion },
  }));

  // What the SPA needs to know before anyone logs in (nothing secret).
  app.get('/config', { config: { access: 'public' } }, async () => ({
    status: 200,
    data: { emailDomain: app.config.emailDomain, passMark: app.config.passMark },
  }));
};

export default health;
