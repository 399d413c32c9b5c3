import { isIP } from 'node:net';
import { mixed, number, object, string, type InferType } from 'yup';
import { durationSeconds } from './auth/duration';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const integer = (name: string, min: number, max: number) =>
  number()
    .typeError(`${name} must be a whole number from ${min} to ${max} (got "\${originalValue}")`)
    .integer(`${name} must be a whole number from ${min} to ${max} (got "\${originalValue}")`)
    .min(min, `${name} must be a whole number from ${min} to ${max} (got "\${originalValue}")`)
    .max(max, `${name} must be a whole number from ${min} to ${max} (got "\${originalValue}")`);

/** One trusted proxy: an IPv4/IPv6 address, a CIDR range, or one of proxy-addr's names for local ranges. */
function isProxyAddress(item: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [ip, bits, extra] = item.split('/');
  const family = isIP(ip ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** `TRUST_PROXY`: only the addresses of the proxies themselves; `true` would believe any client's X-Forwarded-For. */
export function proxyListOf(value: string): string[] | null {
  const items = value.split(',').map((x) => x.trim()).filter(Boolean);
  return items.length > 0 && items.every(isProxyAddress) ? items : null;
}

const duration = (name: string, fallback: string) =>
  string()
    .default(fallback)
    .test('duration', `${name} must be a duration such as 90s, 15m, 2h or 7d (got "\${value}")`, (v) => durationSeconds(v) !== null);

/** Every environment variable the server reads, with its type, range and default (README "Configuration"). */
export const envSchema = object({
  // a misspelt value (`Production`, `prod`) would silently mean "not production": demo accounts, no admin password rule
  NODE_ENV: mixed<'production' | 'development' | 'test'>()
    .optional()
    .oneOf(['production', 'development', 'test'], 'NODE_ENV must be production, development or test (got "${value}")'),
  // 0 asks the system for a free port (tests and the deploy smoke test start processes that way)
  PORT: integer('PORT', 0, 65_535).default(3000),
  HOST: string().default('127.0.0.1'),
  DATABASE_URL: string()
    .optional()
    .matches(/^(sqlite:|postgres:\/\/|postgresql:\/\/)/, 'DATABASE_URL must start with sqlite: or postgres://'),
  JWT_SECRET: string().optional().min(32, 'JWT_SECRET must be at least 32 characters long'),
  TOKEN_TTL: duration('TOKEN_TTL', '12h'),
  SESSION_IDLE: duration('SESSION_IDLE', '2h'),
  SEED: mixed<'demo' | 'none'>()
    .optional()
    .oneOf(['demo', 'none'], 'SEED must be demo or none (got "${value}")'),
  ADMIN_USERNAME: string().default('admin').max(100, 'ADMIN_USERNAME must be at most 100 characters'),
  ADMIN_PASSWORD: string().optional().max(200, 'ADMIN_PASSWORD must be at most 200 characters'),
  EMAIL_DOMAIN: string().default('university.edu.vn'),
  PASS_MARK: number()
    .typeError('PASS_MARK must be a number from 0 to 10 (got "${originalValue}")')
    .min(0, 'PASS_MARK must be a number from 0 to 10 (got "${originalValue}")')
    .max(10, 'PASS_MARK must be a number from 0 to 10 (got "${originalValue}")')
    .default(5),
  COMMENT_AUTHORS: mixed<'shown' | 'hidden'>()
    .optional()
    .oneOf(['shown', 'hidden'], 'COMMENT_AUTHORS must be shown or hidden (got "${value}")'),
  CLIENT_DIR: string().optional(),
  LOG_LEVEL: string()
    .default('info')
    .oneOf([...LEVELS], `LOG_LEVEL must be one of ${LEVELS.join(', ')} (got "\${value}")`),
  LOGIN_RATE_LIMIT: integer('LOGIN_RATE_LIMIT', 1, 1_000_000).default(10),
  LOGIN_USER_LIMIT: integer('LOGIN_USER_LIMIT', 1, 1_000_000).default(20),
  LOGIN_ADDRESS_LIMIT: integer('LOGIN_ADDRESS_LIMIT', 1, 1_000_000).default(100),
  TRUST_PROXY: string()
    .optional()
    .test(
      'proxy-list',
      'TRUST_PROXY must list the proxy addresses or CIDR ranges, e.g. 127.0.0.1 (got "${value}"; "true" would believe any client\'s X-Forwarded-For)',
      (v) => v === undefined || v === 'false' || v === '0' || proxyListOf(v) !== null,
    ),
  /** open sockets per process (Node's server.maxConnections); beyond it new connections are dropped at once */
  MAX_CONNECTIONS: integer('MAX_CONNECTIONS', 16, 1_000_000).default(4096),
  /** open /api/live streams per process; beyond it a new one answers 503 with Retry-After */
  LIVE_MAX_STREAMS: integer('LIVE_MAX_STREAMS', 1, 1_000_000).default(2000),
  /** open /api/live streams of one account across all its sessions and every process (live/streams.ts) */
  LIVE_STREAMS_PER_ACCOUNT: integer('LIVE_STREAMS_PER_ACCOUNT', 1, 1000).default(8),
  /** sessions one account may hold; signing in beyond it ends the oldest */
  SESSIONS_PER_ACCOUNT: integer('SESSIONS_PER_ACCOUNT', 1, 1000).default(20),
  /** sockets one client address may hold open to a process (a trusted proxy's own address is not counted) */
  CONNECTIONS_PER_ADDRESS: integer('CONNECTIONS_PER_ADDRESS', 1, 1_000_000).default(256),
  /** requests one client address (behind TRUST_PROXY: the forwarded one) may have in progress at once */
  REQUESTS_PER_ADDRESS: integer('REQUESTS_PER_ADDRESS', 1, 1_000_000).default(128),
  /** documents and exports one account may ask for per minute (each drawn in the pool: up to a second of a core); beyond it 429 */
  EXPORTS_PER_MINUTE: integer('EXPORTS_PER_MINUTE', 1, 100_000).default(10),
  /**
   * .xlsx imports (previews included) one account may send per minute: each reads and checks its whole file (a
   * refused 2,000-row file about 0.45 s of a core). 4 lets an admin preview and import two files a minute, all four
   * at once if need be; at 12, one account importing in a loop tripled other users' p99 on PostgreSQL (bench/RESULTS.md,
   * 6 Dec), at 4 it left it as it was.
   */
  IMPORTS_PER_MINUTE: integer('IMPORTS_PER_MINUTE', 1, 100_000).default(4),
  /** live streams one account may open per minute (a browser reconnecting after a drop opens a few) */
  LIVE_OPENS_PER_MINUTE: integer('LIVE_OPENS_PER_MINUTE', 1, 100_000).default(30),
  /** worker threads drawing PDFs and .xlsx exports (0: one fewer than the cores, 1 to 4) */
  DOCUMENT_WORKERS: integer('DOCUMENT_WORKERS', 0, 64).default(0),
  /** documents waiting or in preparation per session, per account and per process; beyond them 429 */
  DOCUMENTS_PER_SESSION: integer('DOCUMENTS_PER_SESSION', 1, 1000).default(2),
  DOCUMENTS_PER_ACCOUNT: integer('DOCUMENTS_PER_ACCOUNT', 1, 1000).default(3),
  DOCUMENTS_QUEUE: integer('DOCUMENTS_QUEUE', 1, 100_000).default(12),
  /** documents and imports one account may have in preparation at once across every process; more wait, then 429 */
  HEAVY_PER_ACCOUNT: integer('HEAVY_PER_ACCOUNT', 1, 1000).default(1),
  /** event-loop delay (ms) beyond which a new request is answered 503 with Retry-After instead of queued */
  MAX_EVENT_LOOP_DELAY_MS: integer('MAX_EVENT_LOOP_DELAY_MS', 0, 600_000).default(1000),
  /** a caller answered 429 again within a second of its last 429 (its Retry-After ignored) waits this long for it (0: off) */
  REFUSAL_DELAY_MS: integer('REFUSAL_DELAY_MS', 0, 60_000).default(1000),
  /** requests in progress per process beyond which a new one is answered 503 with Retry-After (0: no bound) */
  MAX_REQUESTS_IN_PROGRESS: integer('MAX_REQUESTS_IN_PROGRESS', 0, 1_000_000).default(1000),
  // the defence schedule: whether an admin may save a conflicting board or slot anyway, and the calendar's zone
  SCHEDULE_SAVE_ANYWAY: mixed<'true' | 'false'>()
    .default('false')
    .oneOf(['true', 'false'], 'SCHEDULE_SAVE_ANYWAY must be true or false (got "${value}")'),
  TIME_ZONE: string()
    .default('Asia/Ho_Chi_Minh')
    .test('zone', 'TIME_ZONE must be an IANA time zone such as Asia/Ho_Chi_Minh (got "${value}")', (v) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: v });
        return true;
      } catch {
        return false;
      }
    }),
  // e-mail (src/server/mail/): without SMTP_URL each message is written as an .eml file under MAIL_DIR
  SMTP_URL: string()
    .optional()
    .matches(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must start with smtp:// or smtps:// (the value is not repeated: it may hold a password)'),
  MAIL_FROM: string()
    .optional()
    .max(320, 'MAIL_FROM must be at most 320 characters')
    .test('one-line', 'MAIL_FROM must be one line', (v) => v === undefined || !/[\r\n]/.test(v)),
  MAIL_DIR: string().default('data/mail'),
  UNIVERSITY_NAME: string()
    .optional()
    .max(200, 'UNIVERSITY_NAME must be at most 200 characters')
    .test('one-line', 'UNIVERSITY_NAME must be one line', (v) => v === undefined || !/[\r\n]/.test(v)),
  // the university's sign-in (OpenID Connect): on when OIDC_ISSUER is set (auth/oidc/settings.ts checks the rest)
  OIDC_ISSUER: string().optional().url('OIDC_ISSUER must be the provider\'s issuer URL, e.g. https://accounts.google.com (got "${value}")'),
  OIDC_CLIENT_ID: string().optional().max(500, 'OIDC_CLIENT_ID must be at most 500 characters'),
  OIDC_CLIENT_SECRET: string().optional().max(2000, 'OIDC_CLIENT_SECRET must be at most 2000 characters'),
  OIDC_LABEL: string().optional().max(60, 'OIDC_LABEL must be at most 60 characters'),
  OIDC_ALLOWED_DOMAINS: string().optional(),
  OIDC_USERNAME_CLAIM: string().optional().matches(/^[A-Za-z0-9_.:-]{1,100}$/, 'OIDC_USERNAME_CLAIM must be a claim name such as preferred_username (got "${value}")'),
  /** the product's public address, e.g. https://evaluation.university.edu.vn: absolute links and the sign-in's redirect */
  PUBLIC_URL: string()
    .optional()
    .matches(/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/, 'PUBLIC_URL must be the product\'s address, e.g. https://evaluation.university.edu.vn (got "${value}")'),
  /** the roles that may sign in with a password (the bootstrap admin always may) */
  PASSWORD_LOGIN: string()
    .default('admin,teach,std')
    .test('roles', 'PASSWORD_LOGIN must list roles among admin, teach, std separated by commas, or be empty (got "${value}")', (v) =>
      (v ?? '').split(',').map((x) => x.trim()).filter(Boolean).every((x) => ['admin', 'teach', 'std', 'student', 'lecturer'].includes(x)),
    ),
  // the university's own texts for the footer's Privacy and Terms of Use (a default is shown without them)
  PRIVACY_TEXT: string().optional().max(20_000, 'PRIVACY_TEXT must be at most 20000 characters'),
  TERMS_TEXT: string().optional().max(20_000, 'TERMS_TEXT must be at most 20000 characters'),
});

export type Env = InferType<typeof envSchema>;
