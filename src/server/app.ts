import { LiveHub } from './live/hub';
import { LiveStreams } from './live/streams';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { installGuard, type Access } from './http/guard';
import { SessionStore } from './auth/sessions';
import { secondsOf } from './auth/duration';
import { TokenService } from './auth/tokens';
import { OidcProvider } from './auth/oidc/provider';
import type { AppConfig } from './config';
import { openDatabase, refreshPlannerStatistics, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { isDatabaseFault } from './db/faults';
import { HealthProbe } from './db/health';
import { background } from './runtime/background/process';
import { DocumentPool } from './documents/pool';
import { AccountPlaces, ACCOUNT_PLACES } from './documents/accountPlaces';
import { SharedWindows } from './auth/sharedWindows';
import { intFromEnv } from './runtime/env';
import { trustedProxies } from './runtime/addresses';
import { limitConnectionsPerAddress } from './runtime/connections';
import { installOverloadGuard } from './http/overload';
import type { Database } from './db/schema';
import { seedDatabase } from './seed';
import { installAudit } from './http/audit';
import { installCsrfProtection } from './http/csrf';
import { installRateLimits } from './http/rateLimits';
import { installRefusalPace } from './http/refusalPace';
import { installErrorHandling } from './http/errorHandler';
import { RequestLog, WRITES_INFO } from './http/requestLog';
import { installSecurityHeaders } from './http/securityHeaders';
import { rewriteMalformedUrl } from './http/malformedUrl';
import { httpTransfer } from './http/static';
import { installValidation } from './http/validation';
import { apiRoutes } from './routes';
import { systemClock, type Ctx } from './domain/context';
import { foldPendingStudents } from './domain/studentSearch';
import { MailSender } from './mail/sender';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
  /** the route declares a response schema (its answer is serialized from it, so no unlisted field leaks) */
  hasResponseSchema: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    dbHandle: Db;
    tokens: TokenService;
    sessions: SessionStore;
    /** every /api route with its declared access: the access-matrix test is generated from it */
    routeRegistry: RegisteredRoute[];
    migrationVersion: string;
    /** live progress events (routes/live): in memory, or through PostgreSQL LISTEN/NOTIFY */
    live: LiveHub;
    /** what the domain's use cases take: database, engine, live events, clock */
    ctx: Ctx;
    /** the open /api/live streams of this process: capped, indexed by board, ended with their session */
    liveStreams: LiveStreams;
    /** GET /api/health's probe (its write cached a few seconds) */
    health: HealthProbe;
    /** this process's sender of the mail outbox (mail/sender.ts) */
    mailer: MailSender;
    /** the worker threads drawing PDFs and .xlsx exports, behind their bounded queue */
    documents: DocumentPool;
    /** the university's OpenID Connect provider; null when OIDC_ISSUER is not set */
    oidc: OidcProvider | null;
  }
}

export interface BuildOptions {
  /** pino logger options, or false for silence (tests) */
  logger?: FastifyServerOptions['logger'];
}

const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logger = options.logger ?? { level: config.logLevel, redact: REDACT };
  const app = Fastify({
    logger,
    // one line per request instead of two (http/requestLog.ts)
    logController: new RequestLog(),
    bodyLimit: 1024 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: config.trustProxy,
    rewriteUrl: rewriteMalformedUrl,
    // node checks the header and request timeouts on this beat (30 s by default, so a 20 s limit cut at up to 50 s)
    http: { connectionsCheckingInterval: 1000 },
    // A child logger per request only when request lines are written (LOG_LEVEL info or debug): at warn and above
    // the few lines logged (errors, warnings) go through the server's logger, and a request costs no logger at all.
    childLoggerFactory: (parent, bindings, options) => (WRITES_INFO.has(parent.level) ? parent.child(bindings, options) : parent),
  });

  // Beyond this many open sockets Node closes a new connection at once: idle sockets cannot exhaust descriptors.
  app.server.maxConnections = config.maxConnections;
  // and one client address holds at most its share of them (runtime/connections.ts)
  limitConnectionsPerAddress(app.server, config.connectionsPerAddress, trustedProxies(config.trustProxy));

  const dbHandle = openDatabase(config.databaseUrl);
  app.decorate('config', config);
  app.decorate('dbHandle', dbHandle);
  app.decorate('db', dbHandle.kysely);
  app.decorate('tokens', new TokenService(config.jwtSecret, config.tokenTtl));
  app.decorate('sessions', new SessionStore(dbHandle.kysely, secondsOf(config.sessionIdle) * 1000, config.sessionCacheMs, config.sessionsPerAccount));
  for (const warning of config.warnings) app.log.warn(warning);
  app.decorate('routeRegistry', [] as RegisteredRoute[]);
  app.decorate('migrationVersion', await migrateToLatest(dbHandle.kysely as unknown as Kysely<unknown>, dbHandle.engine));
  app.addHook('onClose', async () => dbHandle.close());
  app.decorate('live', new LiveHub(dbHandle.engine === 'postgres' ? config.databaseUrl : null));
  app.decorate('ctx', { db: dbHandle.kysely, engine: dbHandle.engine, live: app.live, clock: systemClock } satisfies Ctx);
  app.decorate(
    'liveStreams',
    new LiveStreams(app.db, app.live, {
      perSession: config.liveStreamsPerSession,
      perAccount: config.liveStreamsPerAccount,
      lifetimeMs: config.liveStreamMs,
      acrossProcesses: true,
      total: config.liveMaxStreams,
      idleMs: secondsOf(config.sessionIdle) * 1000,
      sweepMs: config.sessionCacheMs,
    }),
  );
  app.decorate('documents', new DocumentPool(config.documents, new AccountPlaces(new SharedWindows(app.db), app.log, { ...ACCOUNT_PLACES, perAccount: config.heavyPerAccount })));
  // documents, workbook reads and import checks run in the background process (runtime/background)
  app.addHook('onClose', background.retain());
  // open event streams end before the server waits for its connections to close
  app.addHook('preClose', async () => {
    app.liveStreams.close();
    await app.live.close();
  });

  // each probe (a read, then a write) bounded by HEALTH_TIMEOUT_MS; a successful write trusted for HEALTH_CACHE_MS
  const oidc = config.oidc ? new OidcProvider(config.oidc, app.log) : null;
  app.decorate('oidc', oidc);
  // discovery is not awaited: a provider down at start leaves the product up, its button saying so
  void oidc?.start();
  app.addHook('onClose', async () => oidc?.close());

  app.decorate('health', new HealthProbe(dbHandle, intFromEnv('HEALTH_TIMEOUT_MS', 3000, 100, 60_000), intFromEnv('HEALTH_CACHE_MS', 5000, 0, 60_000)));
  // a request that met a database fault: health stops trusting its cached write at once
  app.addHook('onError', async (_request, _reply, error) => {
    if (isDatabaseFault(error)) app.health.forget();
  });

  // every process sends from the shared outbox; stopped before the database closes (what it claimed goes back)
  const settings = { publicUrl: config.mail.publicUrl, from: config.mail.from, universityName: config.mail.universityName, timeZone: config.timeZone, secret: config.jwtSecret, emailDomain: config.emailDomain };
  app.decorate('mailer', new MailSender(dbHandle.kysely, dbHandle.engine, config.mail, settings, app.log.child({ module: 'mail' })));
  app.addHook('onReady', async () => app.mailer.start());
  app.addHook('preClose', async () => app.mailer.stop());

  // said once per database: only the process that finds it empty seeds it
  if ((await seedDatabase(app.db, config)) === 'demo' && config.demoByDefault) {
    app.log.warn(
      'Creating the demo accounts, whose passwords are published in the README (admin/admin123, lecturer1/lecturer123, student1/student123 …), because neither SEED nor NODE_ENV=production is set; for real use set NODE_ENV=production or SEED=none with ADMIN_PASSWORD',
    );
  }
  // rows written by tools that do not know the folded search columns (copies, crash bench) are folded here, so
  // searching never has to write
  await foldPendingStudents(app.db);
  refreshPlannerStatistics(dbHandle);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    // The OpenAPI document and its viewer are public and read-only.
    if (route.url.startsWith('/api/docs')) route.config = { ...(route.config ?? {}), access: 'public' };
    const access = route.config?.access;
    if (access === undefined) throw new Error(`Route ${route.method} ${route.url} declares no access`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.routeRegistry.push({ method, url: route.url, access, hasResponseSchema: route.schema?.response !== undefined });
    }
  });

  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: false,
  });
  installOverloadGuard(app, config);
  installRefusalPace(app, config.refusalDelayMs);
  // no hooks: the guard parses cookies only for a request without a bearer token (auth/sessionCookie.ts)
  await app.register(cookie, { hook: false });
  installCsrfProtection(app);
  installValidation(app);
  installErrorHandling(app);
  installGuard(app);
  installAudit(app);
  installRateLimits(app, config.rates);
  await app.register(httpTransfer);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Capstone Evaluation API', version: '1.0.0', description: 'Paths of spec section 7 under /api; shapes per api.md.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(apiRoutes, { prefix: '/api' });
  return app;
}
