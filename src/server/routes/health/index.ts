import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkHealth } from '../../db/health';
import { Unavailable } from '../../domain/errors';
import { ok, S } from '../../http/schema';
import { intFromEnv } from '../../runtime/env';
import { policiesOf } from '../../site/policies';

/** How long each health probe (a read, then a write) may take (HEALTH_TIMEOUT_MS, default 3000). */
const timeoutMs = intFromEnv('HEALTH_TIMEOUT_MS', 3000, 100, 60_000);

const healthReport = S.row({
  engine: S.string(),
  migration: S.nullable(S.string()),
  reads: S.bool,
  writes: S.bool,
  fault: S.optional(S.string()),
});

const health: FastifyPluginAsyncTypebox = async (app) => {
  // A load balancer takes the process out while this answers 503: the database does not read or write.
  app.get('/health', { config: { access: 'public' }, schema: { response: { 200: S.envelope(healthReport), 503: S.envelope(healthReport) } } }, async (_request, reply) => {
    const data = await checkHealth(app.dbHandle, timeoutMs);
    reply.header('cache-control', 'no-store');
    if (data.reads && data.writes) return { status: 200, message: 'ok', data };
    // the one error mapper answers: 503, Retry-After, the envelope with its code, and the report
    throw new Unavailable({ data });
  });

  // What the SPA needs to know before anyone logs in (nothing secret).
  app.get('/config', { config: { access: 'public' }, schema: { response: ok(S.envelope(S.row({ emailDomain: S.string(), passMark: S.num }))) } }, async () => ({
    status: 200,
    data: { emailDomain: app.config.emailDomain, passMark: app.config.passMark },
  }));

  // The footer's Privacy and Terms of Use: the university's texts, or the default naming who runs the service.
  app.get(
    '/policies',
    { config: { access: 'public' }, schema: { querystring: S.row({ lang: S.optional(S.string({ enum: ['en', 'vi'] })) }), response: ok(S.envelope(S.row({ privacy: S.string(), terms: S.string() }))) } },
    async (request) => ({ status: 200, data: policiesOf(app.config, request.query.lang === 'vi' ? 'vi' : 'en') }),
  );
};

export default health;
