import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ValidationError } from 'yup';
import { englishText } from '../common/validation/english';
import { newPasswordProblem } from '../common/validation/password';
import { envSchema, proxyListOf, type Env } from './configSchema';
import { oidcSettingsOf, passwordLoginRolesOf, type OidcSettings } from './auth/oidc/settings';
import type { Role } from '../common/roles';

export type SeedMode = 'demo' | 'none';

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  jwtSecret: string;
  /** absolute lifetime of a token and its session (`12h`) */
  tokenTtl: string;
  /** a session unused this long ends (`2h`); activity slides it, never past tokenTtl */
  sessionIdle: string;
  /** how long a process may trust its cached view of a session (milliseconds): the bound on revocation elsewhere */
  sessionCacheMs: number;
  /** a live-progress stream (GET /api/live) ends after this long; EventSource reconnects, re-authenticated */
  liveStreamMs: number;
  seed: SeedMode;
  /** the demo was chosen by default (no SEED, not production): its creation is logged as a warning */
  demoByDefault: boolean;
  adminUsername: string;
  adminPassword: string;
  emailDomain: string;
  passMark: number;
  /** students see which lecturer wrote each comment (COMMENT_AUTHORS=shown); hidden by default */
  commentAuthors?: boolean;
  /** Folder with the built SPA (index.html); null serves no SPA (API-only tests). */
  clientDir: string | null;
  logLevel: string;
  /** Failed logins allowed per (address, username) per minute. */
  loginRateLimit: number;
  /** Failed logins allowed per username (any address) per 15 minutes. */
  loginUserLimit: number;
  /** Failed logins allowed per address (any username) per 15 minutes. */
  loginAddressLimit: number;
  /** Fastify's trustProxy: false, or the proxies' addresses / CIDR ranges (never "any proxy") */
  trustProxy: false | string[];
  /** open sockets per process (server.maxConnections) */
  maxConnections: number;
  /** open /api/live streams per process, and per session */
  liveMaxStreams: number;
  liveStreamsPerSession: number;
  /** open /api/live streams per account, across its sessions */
  liveStreamsPerAccount: number;
  /** sessions per account: a sign-in beyond it ends the account's oldest session */
  sessionsPerAccount: number;
  /** open sockets per client address (not counting the trusted proxies), and requests in progress per address */
  connectionsPerAddress: number;
  requestsPerAddress: number;
  /** costly calls per account per minute: exports and documents, .xlsx imports, live stream opens (http/rateLimits.ts) */
  rates: RateSettings;
  /** the worker pool drawing documents and its bounded queue (documents/pool.ts) */
  documents: { workers: number; perSession: number; perAccount: number; overall: number };
  /** documents and imports one account may have in preparation at once, across every process (documents/accountPlaces.ts) */
  heavyPerAccount: number;
  /** overload: event-loop delay (ms) and requests in progress beyond which a new request answers 503 (0: off) */
  maxEventLoopDelayMs: number;
  maxRequestsInProgress: number;
  /** the wait of a 429 answered again to a caller that did not wait out the last one (http/refusalPace.ts; 0: none) */
  refusalDelayMs: number;
  production: boolean;
  /** an admin may save a board or slot that clashes with the schedule (then shown as a warning everywhere) */
  scheduleSaveAnyway: boolean;
  /** the university's IANA time zone: board dates and times are local to it (calendar feeds) */
  timeZone: string;
  /** the footer's Privacy and Terms of Use as the university wrote them; unset shows the default (site/policies.ts) */
  privacyText?: string;
  termsText?: string;
  /** e-mail (src/server/mail/) */
  mail: MailConfig;
  /** the product's public address (PUBLIC_URL, no trailing slash); null when not set */
  publicUrl: string | null;
  /** the university's OpenID Connect sign-in; null when OIDC_ISSUER is not set */
  oidc: OidcSettings | null;
  /** the roles that may sign in with a password (PASSWORD_LOGIN); the bootstrap admin always may */
  passwordLogin: Role[];
  /** lines the app logs as warnings at start (e.g. the demo data in production) */
  warnings: string[];
}

/** How many of each costly call one account may make per minute (http/rateLimits.ts). */
export interface RateSettings {
  exportsPerMinute: number;
  importsPerMinute: number;
  streamOpensPerMinute: number;
}

export interface MailConfig {
  /** smtp:// or smtps:// relay; null writes each message as an .eml file under `dir` */
  smtpUrl: string | null;
  from: string;
  dir: string;
  /** links in mails start with it (no trailing slash) */
  publicUrl: string;
  universityName: string;
  /** how often each process looks for due mail */
  pollMs: number;
  /** first retry delay; each next one doubles (at most an hour), until 24 hours after the mail was written */
  retryBaseMs: number;
  /** a claimed row left unsent this long (its process died) is taken again */
  leaseMs: number;
  /** the daily digest goes out at this hour in TIME_ZONE */
  digestHour: number;
}

const DEFAULT_DB = 'sqlite:./data/evaluation.sqlite';
const MIN_PRODUCTION_PASSWORD = 12;

/** Reads the secret from JWT_SECRET, else from (or into) a 0600 file beside the SQLite database. */
function resolveSecret(secret: string | undefined, databaseUrl: string): string {
  if (secret) return secret;
  const dir = databaseUrl.startsWith('sqlite:')
    ? path.dirname(path.resolve(databaseUrl.slice('sqlite:'.length)))
    : path.resolve('data');
  const file = path.join(dir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

/** The environment checked against the schema; the first problem ends the start with one readable line. */
function parseEnv(env: NodeJS.ProcessEnv): Env {
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  try {
    return envSchema.validateSync(raw, { abortEarly: true, stripUnknown: true });
  } catch (err) {
    if (err instanceof ValidationError) throw new Error(`Invalid configuration: ${err.errors[0] ?? err.message}`);
    throw err;
  }
}

function trustProxyOf(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || value === 'false' || value === '0') return false;
  return proxyListOf(value) ?? false;
}

/**
 * Production (NODE_ENV=production) needs an explicit ADMIN_PASSWORD of 12+ characters and never loads the demo
 * data unless SEED=demo says so. Elsewhere the demo is the default (a newcomer's `npm start`), and SEED=none
 * without ADMIN_PASSWORD is refused rather than creating a guessable admin.
 */
function accountsOf(e: Env): Pick<AppConfig, 'seed' | 'adminPassword' | 'warnings' | 'demoByDefault'> {
  const production = e.NODE_ENV === 'production';
  const seed: SeedMode = e.SEED ?? (production ? 'none' : 'demo');
  const password = e.ADMIN_PASSWORD ?? '';
  const warnings: string[] = [];
  if (production && password.length < MIN_PRODUCTION_PASSWORD) {
    throw new Error(`Invalid configuration: NODE_ENV=production needs ADMIN_PASSWORD of at least ${MIN_PRODUCTION_PASSWORD} characters`);
  }
  // a password a person chooses: the same rules as a password change (12+ characters, not blank, not common)
  const problem = password ? newPasswordProblem(password, e.ADMIN_USERNAME) : null;
  if (problem) {
    const text = problem.code === 'passwordIsUsername' ? 'ADMIN_PASSWORD must not be ADMIN_USERNAME' : englishText(problem, 'ADMIN_PASSWORD');
    throw new Error(`Invalid configuration: ${text}`);
  }
  if (seed === 'none' && !password) {
    throw new Error('Invalid configuration: SEED=none needs ADMIN_PASSWORD (the bootstrap admin has no default password)');
  }
  if (production && seed === 'demo') {
    warnings.push('SEED=demo in production: an empty database gets the demo accounts, whose passwords are published in the README');
  }
  return { seed, adminPassword: password, warnings, demoByDefault: e.SEED === undefined && seed === 'demo' };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = parseEnv(env);
  const databaseUrl = e.DATABASE_URL ?? DEFAULT_DB;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl,
    jwtSecret: resolveSecret(e.JWT_SECRET, databaseUrl),
    tokenTtl: e.TOKEN_TTL,
    sessionIdle: e.SESSION_IDLE,
    sessionCacheMs: 5000,
    liveStreamMs: 5 * 60_000,
    adminUsername: e.ADMIN_USERNAME,
    ...accountsOf(e),
    emailDomain: e.EMAIL_DOMAIN,
    passMark: e.PASS_MARK,
    commentAuthors: e.COMMENT_AUTHORS === 'shown',
    clientDir: env.CLIENT_DIR === '' ? null : path.resolve(e.CLIENT_DIR ?? 'dist/client'),
    logLevel: e.LOG_LEVEL,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    loginUserLimit: e.LOGIN_USER_LIMIT,
    loginAddressLimit: e.LOGIN_ADDRESS_LIMIT,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    maxConnections: e.MAX_CONNECTIONS,
    liveMaxStreams: e.LIVE_MAX_STREAMS,
    liveStreamsPerSession: 4,
    liveStreamsPerAccount: e.LIVE_STREAMS_PER_ACCOUNT,
    sessionsPerAccount: e.SESSIONS_PER_ACCOUNT,
    connectionsPerAddress: e.CONNECTIONS_PER_ADDRESS,
    requestsPerAddress: e.REQUESTS_PER_ADDRESS,
    rates: { exportsPerMinute: e.EXPORTS_PER_MINUTE, importsPerMinute: e.IMPORTS_PER_MINUTE, streamOpensPerMinute: e.LIVE_OPENS_PER_MINUTE },
    documents: { workers: e.DOCUMENT_WORKERS, perSession: e.DOCUMENTS_PER_SESSION, perAccount: e.DOCUMENTS_PER_ACCOUNT, overall: e.DOCUMENTS_QUEUE },
    heavyPerAccount: e.HEAVY_PER_ACCOUNT,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    maxRequestsInProgress: e.MAX_REQUESTS_IN_PROGRESS,
    refusalDelayMs: e.REFUSAL_DELAY_MS,
    production: e.NODE_ENV === 'production',
    scheduleSaveAnyway: e.SCHEDULE_SAVE_ANYWAY === 'true',
    timeZone: e.TIME_ZONE,
    privacyText: e.PRIVACY_TEXT,
    termsText: e.TERMS_TEXT,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? `Capstone Evaluation <no-reply@${e.EMAIL_DOMAIN}>`,
      dir: path.resolve(e.MAIL_DIR),
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT || 3000}`).replace(/\/+$/, ''),
      universityName: e.UNIVERSITY_NAME ?? 'University',
      pollMs: 2000,
      retryBaseMs: 60_000,
      leaseMs: 5 * 60_000,
      digestHour: 7,
    },
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null,
    oidc: oidcSettingsOf(e),
    passwordLogin: passwordLoginRolesOf(e.PASSWORD_LOGIN),
  };
}
