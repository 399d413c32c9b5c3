import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { describeFault, isConnectionFault } from '../faults';
import { dbLog } from '../log';
import type { DbSettings } from '../../runtime/env';

/** A statement that only reads: safe to run again on a new connection when the first one was dropped. */
function isReadStatement(text: string): boolean {
  return /^\s*\(?\s*select\b/i.test(text) && !/\bfor\s+(update|share|no\s+key\s+update)\b/i.test(text);
}

type Client = pg.PoolClient;

/**
 * Statement names for PostgreSQL's prepared statements (compile once). An unnamed statement is parsed and
 * planned on every execution — for the hot reads planning cost as much as running (0.65 ms planning against
 * 1.3 ms execution for a board's marking counts on the generated university). A named one is parsed once per
 * connection, and PostgreSQL reuses its plan (a generic plan once it is no worse than the custom ones). Only reads
 * with few parameters are named: the set of such texts is fixed by the code (an IN list of n values is one text
 * per n), so a connection's prepared statements stay bounded; writes, long texts and long lists stay unnamed.
 */
const statementNames = new Map<string, string>();
const NAMED_MAX_PARAMS = 32;
const NAMED_MAX_TEXT = 4000;
const NAMED_MAX_STATEMENTS = 2000;
/**
 * PG_PREPARED_STATEMENTS=off (runtime/env.ts) names none: behind PgBouncer in transaction mode a named statement
 * prepared on one server connection is missing on the next (PgBouncer 1.21+ with max_prepared_statements > 0
 * tracks them itself, and then they may stay on). Process-wide, like the names.
 */
let namedStatements = true;

/**
 * Statements whose text the code fixes, whatever their arguments (each list travels as one array parameter): named
 * like the hot reads, writes among them. A write built by Kysely has one text per number of rows, so writes are named
 * only when registered here.
 */
const fixedTexts = new Set<string>();

/** Registers `text` as a statement to prepare once per connection on PostgreSQL; returns it. */
export function fixedStatement(text: string): string {
  fixedTexts.add(text);
  return text;
}

export function statementName(text: string, paramCount: number): string | undefined {
  if (!namedStatements) return undefined;
  const fixed = fixedTexts.has(text);
  if (!fixed && (paramCount > NAMED_MAX_PARAMS || text.length > NAMED_MAX_TEXT || !isReadStatement(text))) return undefined;
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= NAMED_MAX_STATEMENTS) return undefined;
    name = `q${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * The pool handed to Kysely. Every client it creates carries an 'error' listener for its whole life
 * (checked out or idle), so a connection PostgreSQL drops never becomes an unhandled 'error' event that
 * ends the process. A read that fails because its connection was dropped, outside a transaction, runs
 * once more on a fresh connection.
 */
export function createPgPool(databaseUrl: string, settings: DbSettings): { pool: PostgresPool; raw: pg.Pool } {
  namedStatements = settings.preparedStatements;
  const raw = new pg.Pool({
    connectionString: databaseUrl,
    max: settings.poolMax,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    // A connection that stops answering (a half-open socket after a network fault) fails instead of hanging.
    query_timeout: settings.queryTimeoutMs,
    keepAlive: true,
  });
  raw.on('connect', (client) => {
    client.on('error', (err) => dbLog().warn({ fault: describeFault(err) }, 'PostgreSQL connection lost; it will be replaced'));
  });
  // Errors of idle clients reach the pool as well (pg-pool re-emits them); the client is already discarded.
  raw.on('error', (err) => dbLog().warn({ fault: describeFault(err) }, 'PostgreSQL dropped an idle connection'));

  const pool: PostgresPool = {
    async connect() {
      return new RetryingClient(raw, await raw.connect());
    },
    end: () => raw.end(),
  };
  return { pool, raw };
}

function queryOf(text: string, values: unknown[] | undefined): pg.QueryConfig {
  const name = statementName(text, values?.length ?? 0);
  return name ? { name, text, values } : { text, values };
}

class RetryingClient implements PostgresPoolClient {
  private inTransaction = false;
  /** the connection fault this client met: it is handed back with it so the pool destroys it */
  private broken: Error | null = null;
  /** null once the dropped connection was handed back and no new one could be opened */
  private client: Client | null;

  constructor(
    private readonly pool: pg.Pool,
    client: Client,
  ) {
    this.client = client;
  }

  query(...args: unknown[]): never {
    const [first, params] = args;
    if (typeof first !== 'string') return (this.client!.query as (c: unknown) => never)(first);
    return this.run(first, params as unknown[]) as never;
  }

  private async run(text: string, params: unknown[]) {
    const head = text.trimStart().slice(0, 20).toLowerCase();
    if (head.startsWith('begin') || head.startsWith('start transaction')) this.inTransaction = true;
    try {
      if (!this.client) throw new Error('Connection terminated: no connection to run this statement on');
      return await this.client.query(queryOf(text, params));
    } catch (err) {
      if (isConnectionFault(err)) this.broken = err instanceof Error ? err : new Error(String(err));
      if (this.inTransaction || !this.client || !isConnectionFault(err) || !isReadStatement(text)) throw err;
      dbLog().warn({ fault: describeFault(err) }, 'a read lost its connection; retrying once on a new one');
      // Handing the client back with the error makes the pool discard it.
      this.client.release(this.broken ?? undefined);
      this.client = null;
      this.broken = null;
      // An idle connection the pool hands out may have been dropped by the same fault before the pool noticed:
      // such a dead connection is discarded and another taken (at most 3); the statement still runs once.
      for (let attempt = 1; ; attempt++) {
        this.client = await this.pool.connect();
        try {
          return await this.client.query(queryOf(text, params));
        } catch (again) {
          if (!isConnectionFault(again) || attempt >= 3) {
            if (isConnectionFault(again)) this.broken = again instanceof Error ? again : new Error(String(again));
            throw again;
          }
          this.client.release(again instanceof Error ? again : new Error(String(again)));
          this.client = null;
        }
      }
    } finally {
      if (head.startsWith('commit') || head.startsWith('rollback') || head.startsWith('end')) this.inTransaction = false;
    }
  }

  release(): void {
    this.client?.release(this.broken ?? undefined);
    this.client = null;
  }
}
