/**
 * Which errors are the database's fault (unreachable, restarting, full, read-only, locked) rather than the
 * request's: those answer 503 "please retry" and never end the process. Shared by the error handler,
 * the health check and the read retry in database.ts.
 */
interface ErrorLike {
  code?: unknown;
  message?: unknown;
}

const asError = (e: unknown): ErrorLike => (typeof e === 'object' && e !== null ? (e as ErrorLike) : {});
const codeOf = (e: unknown) => (typeof asError(e).code === 'string' ? (asError(e).code as string) : '');
const messageOf = (e: unknown) => (typeof asError(e).message === 'string' ? (asError(e).message as string) : '');

/** Socket-level failures node or pg report while opening or using a connection. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** Messages pg and pg-pool use for a lost or unusable connection (they carry no SQLSTATE). */
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /connection timeout/i,
  /query read timeout/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /server closed the connection unexpectedly/i,
];

/** True when the connection a statement ran on was lost: the statement may be retried on a new one. */
export function isConnectionFault(error: unknown): boolean {
  const code = codeOf(error);
  if (NETWORK_CODES.has(code)) return true;
  // 08xxx connection exception; 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now.
  if (/^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03') return true;
  const message = messageOf(error);
  return CONNECTION_MESSAGES.some((re) => re.test(message));
}

/** PostgreSQL SQLSTATEs that mean the server, not the statement, is at fault. */
function isPostgresServerFault(code: string): boolean {
  return (
    code.startsWith('53') || // insufficient resources: disk full, out of memory, too many connections
    code.startsWith('58') || // system error: I/O
    code === '57P04' || // database dropped
    code === '57014' || // query cancelled (statement timeout)
    code === '25006' || // read-only transaction (a standby, or default_transaction_read_only)
    code === '40001' || // serialization failure: retrying succeeds
    code === '40P01' // deadlock detected: retrying succeeds
  );
}

/** SQLite result codes (better-sqlite3 `SqliteError.code`) for a disk, file or lock fault. */
const SQLITE_FAULT = /^SQLITE_(FULL|READONLY|IOERR|BUSY|LOCKED|CANTOPEN|PROTOCOL|NOMEM|CORRUPT|NOTADB|PERM)/;

/** True for any fault of the database itself: the request was fine and may be retried later. */
export function isDatabaseFault(error: unknown): boolean {
  if (isConnectionFault(error)) return true;
  const code = codeOf(error);
  if (isPostgresServerFault(code)) return true;
  if (SQLITE_FAULT.test(code)) return true;
  const message = messageOf(error);
  // A pool or driver already shut down (a request racing the process's graceful stop).
  return /driver has already been destroyed|after calling end on the pool|database connection is not open/i.test(message);
}

/** A short, secret-free description for logs and the health report. */
export function describeFault(error: unknown): string {
  const code = codeOf(error);
  const message = messageOf(error).split('\n')[0]!.slice(0, 160);
  return code ? `${code}: ${message}` : message || String(error);
}
