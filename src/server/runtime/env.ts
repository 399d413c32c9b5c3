/**
 * Operational settings read from the environment with defaults and validation. They live here, not in
 * config.ts, so that the process's timeouts and pool sizes can be tuned without touching the app's
 * configuration schema. Every variable is listed in docs/OPERATIONS.md.
 */
export function intFromEnv(name: string, fallback: number, min: number, max: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

export interface DbSettings {
  /** PostgreSQL connections per process (DB_POOL_MAX, default 10). */
  poolMax: number;
  /** How long a request waits to open or borrow a PostgreSQL connection (DB_CONNECT_TIMEOUT_MS, default 5000). */
  connectTimeoutMs: number;
  /** A PostgreSQL statement with no answer for this long fails and its connection is dropped (DB_QUERY_TIMEOUT_MS, default 25000). */
  queryTimeoutMs: number;
  /** How long SQLite waits for another writer's lock (SQLITE_BUSY_TIMEOUT_MS, default 5000). */
  sqliteBusyTimeoutMs: number;
  /**
   * Hot PostgreSQL reads as named prepared statements, parsed once per connection (PG_PREPARED_STATEMENTS, default
   * on). `off` behind a pooler that hands one session's statements to another (PgBouncer in transaction mode before
   * 1.21, or without max_prepared_statements): every statement then goes unnamed, parsed and planned each time.
   */
  preparedStatements: boolean;
}

function onOffFromEnv(name: string, fallback: boolean, env: NodeJS.ProcessEnv): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'on') return true;
  if (raw === 'off') return false;
  throw new Error(`${name} must be on or off (got "${raw}")`);
}

export function dbSettings(env: NodeJS.ProcessEnv = process.env): DbSettings {
  return {
    poolMax: intFromEnv('DB_POOL_MAX', 10, 1, 500, env),
    connectTimeoutMs: intFromEnv('DB_CONNECT_TIMEOUT_MS', 5000, 100, 600_000, env),
    queryTimeoutMs: intFromEnv('DB_QUERY_TIMEOUT_MS', 25_000, 100, 3_600_000, env),
    sqliteBusyTimeoutMs: intFromEnv('SQLITE_BUSY_TIMEOUT_MS', 5000, 0, 600_000, env),
    preparedStatements: onOffFromEnv('PG_PREPARED_STATEMENTS', true, env),
  };
}

export interface HttpSettings {
  /** A whole request (headers and body) must arrive within this (HTTP_REQUEST_TIMEOUT_MS, default 30000). */
  requestTimeoutMs: number;
  /** The headers must arrive within this (HTTP_HEADERS_TIMEOUT_MS, default 20000). */
  headersTimeoutMs: number;
  /** A socket silent this long is closed (HTTP_IDLE_TIMEOUT_MS, default 30000). */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (HTTP_KEEPALIVE_TIMEOUT_MS, default 5000). */
  keepAliveTimeoutMs: number;
  /** On SIGTERM, in-flight requests get this long to finish (SHUTDOWN_GRACE_MS, default 10000). */
  shutdownGraceMs: number;
}

export function httpSettings(env: NodeJS.ProcessEnv = process.env): HttpSettings {
  const s = {
    requestTimeoutMs: intFromEnv('HTTP_REQUEST_TIMEOUT_MS', 30_000, 100, 3_600_000, env),
    headersTimeoutMs: intFromEnv('HTTP_HEADERS_TIMEOUT_MS', 20_000, 100, 3_600_000, env),
    idleTimeoutMs: intFromEnv('HTTP_IDLE_TIMEOUT_MS', 30_000, 100, 3_600_000, env),
    keepAliveTimeoutMs: intFromEnv('HTTP_KEEPALIVE_TIMEOUT_MS', 5_000, 100, 3_600_000, env),
    shutdownGraceMs: intFromEnv('SHUTDOWN_GRACE_MS', 10_000, 0, 600_000, env),
  };
  // Node requires headersTimeout <= requestTimeout.
  s.headersTimeoutMs = Math.min(s.headersTimeoutMs, s.requestTimeoutMs);
  return s;
}
