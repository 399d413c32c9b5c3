import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isAdminCaller } from '../../http/guard';
import { Unavailable } from '../../domain/errors';
import { ok, S } from '../../http/schema';
import { PublicConfig } from '../../../common/contract/account';
import { policiesOf } from '../../site/policies';

/** Anonymous callers read `status` only; a signed-in admin also gets the engine, migration, probes and fault. */
const healthReport = S.row({
  status: S.string(),
  engine: S.optional(S.string()),
  migration: S.optional(S.nullable(S.string())),
  reads: S.optional(S.bool),
  writes: S.optional(S.bool),
  fault: S.optional(S.string()),
  /** the mail server (with SMTP_URL): 'ok' or 'unreachable' (then status is 'degraded', still 200) */
  mail: S.optional(S.string()),
  mailReply: S.optional(S.string()),
  /** what works less well than it should while the database answers (e.g. universitySignIn) */
  degraded: S.optional(S.array(S.string())),
});

const health: FastifyPluginAsyncTypebox = async (app) => {
  // A load balancer takes the process out while this answers 503: the database does not read or write. The fault
  // (driver text) is for admins and the log only: it is logged when health turns bad, not shown to anyone asking.
  let lastFault: string | undefined;
  app.get('/health', { config: { access: 'public' }, schema: { response: { 200: S.envelope(healthReport), 503: S.envelope(healthReport) } } }, async (request, reply) => {
    const report = await app.health.check();
    const healthy = report.reads && report.writes;
    if (report.fault !== lastFault && report.fault !== undefined) request.log.warn({ health: report }, 'health check failing');
    lastFault = report.fault;
    reply.header('cache-control', 'no-store');
    // the product still serves everyone when only a side service is down: degraded, never down (mail that cannot
    // leave waits in the outbox)
    const mail = await app.mailer.reachable();
    const degraded = [...(app.oidc && !app.oidc.available ? ['universitySignIn'] : []), ...(mail.ok ? [] : ['mail'])];
    const status = !healthy ? 'unavailable' : degraded.length > 0 ? 'degraded' : 'ok';
    // with SMTP_URL only: writing .eml files has nothing to report
    const mailReport = mail.mode === 'files' ? {} : { mail: mail.ok ? 'ok' : 'unreachable', ...(mail.reply ? { mailReply: mail.reply } : {}) };
    const data = (await isAdminCaller(app, request)) ? { status, ...report, ...mailReport, ...(degraded.length > 0 ? { degraded } : {}) } : { status };
    if (healthy) return { status: 200, message: 'ok', data };
    // the one error mapper answers: 503, Retry-After, the envelope with its code, and the report
    throw new Unavailable({ data });
  });

  // What the SPA needs to know before anyone logs in (nothing secret).
  app.get('/config', { config: { access: 'public' }, schema: { response: ok(S.envelope(PublicConfig)) } }, async () => ({
    status: 200,
    data: { emailDomain: app.config.emailDomain, passMark: app.config.passMark, timeZone: app.config.timeZone },
  }));

  // The footer's Privacy and Terms of Use: the university's texts, or the default naming who runs the service.
  app.get(
    '/policies',
    { config: { access: 'public' }, schema: { querystring: S.row({ lang: S.optional(S.string({ enum: ['en', 'vi'] })) }), response: ok(S.envelope(S.row({ privacy: S.string(), terms: S.string() }))) } },
    async (request) => ({ status: 200, data: policiesOf(app.config, request.query.lang === 'vi' ? 'vi' : 'en') }),
  );
};

export default health;
