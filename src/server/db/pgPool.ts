import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { describeFault, isConnectionFault } from './faults';
import { dbLog } from './log';
import type { DbSettings } from '../runtime/env';

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

export function statementName(text: string, paramCount: number): string | undefined {
  if (paramCount > NAMED_MAX_PARAMS || text.length > NAMED_MAX_TEXT || !isReadStatement(text)) return undefined;
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
export function createPgPool(databaseUrl: string, settings: DbSettings): { pool: PostgresPool; raw: pg.Pool; held: HeldConnection } {
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
  return { pool, raw, held: new HeldConnection(raw, settings.poolMax >= 2) };
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

/**
 * One connection of the pool kept for reads that go one at a time and often (the shared version reads of
 * domain/reads/versions.ts: under load several a millisecond): a read skips the pool's check-out and check-in and
 * their timers, about a third of its CPU. A connection fault hands it back broken and the read runs once more on a
 * new one, like any read (RetryingClient). Released when the database is closed. With a pool of one connection
 * (DB_POOL_MAX=1) nothing is kept: each read checks one out and back in, so other work never waits on it.
 */
export class HeldConnection {
  private client: Promise<Client> | null = null;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly keep: boolean,
  ) {}

  /** The rows of a statement, each an array of its columns as text (null for NULL); `values` its parameters as text. */
  async rows(text: string, values: readonly (string | null)[] = []): Promise<(string | null)[][]> {
    for (let attempt = 1; ; attempt++) {
      if (this.closed) throw new Error('Connection terminated: the database is closed');
      const pending = (this.client ??= this.pool.connect());
      let client: Client;
      try {
        client = await pending;
      } catch (err) {
        if (this.client === pending) this.client = null;
        throw err;
      }
      try {
        const rows = await new TextRowsRead(text, values).run(client);
        if (!this.keep) {
          if (this.client === pending) this.client = null;
          client.release();
        }
        return rows;
      } catch (err) {
        const error = err instanceof Error ? err : new Error(String(err));
        // handed back with the error, the pool discards it; the next read takes another
        if (this.client === pending) this.client = null;
        client.release(error);
        if (!isConnectionFault(err) || attempt >= 2) throw err;
        dbLog().warn({ fault: describeFault(err) }, 'a read lost its connection; retrying once on a new one');
      }
    }
  }

  async release(): Promise<void> {
    this.closed = true;
    const pending = this.client;
    this.client = null;
    if (pending) (await pending.catch(() => null))?.release();
  }
}

/** The driver's record of the named statements of a connection (what its own Query checks before a Parse). */
interface NamedStatements {
  parsedStatements?: Record<string, string>;
  submittedNamedStatements?: Record<string, string>;
}

/**
 * A read whose rows are kept as the text the server sent, through the driver's Submittable interface (the one
 * cursors and streams use): without the Query, Result and per-column parsers the driver sets up for every
 * statement, which cost a version read 5 % of a kept small read's CPU on PostgreSQL (bench/RESULTS.md). A read
 * the statement cache names (statementName) runs as that named statement, parsed once per connection: Bind,
 * Execute and Sync in one write, no parse or plan on the server (10 % less CPU for a kept small read, and a higher
 * rate, than a simple query). The connection's own record of its statements is kept up to date, so the driver's
 * queries of the same text on that connection reuse it. Parameters are bound as text (null as NULL); a read with
 * parameters the cache does not name runs as the unnamed statement, parsed each time. The driver still owns the
 * connection: its queue, its read timeout (it wraps `callback`), its errors.
 */
class TextRowsRead implements pg.Submittable {
  callback: ((error: Error | null) => void) | undefined;
  /** read by the driver on ParseComplete, to record the statement as parsed on the connection */
  readonly name: string | undefined;
  private readonly rows: (string | null)[][] = [];
  private failed = false;

  constructor(
    readonly text: string,
    private readonly values: readonly (string | null)[],
  ) {
    this.name = statementName(text, values.length);
  }

  run(client: Client): Promise<(string | null)[][]> {
    return new Promise((resolve, reject) => {
      this.callback = (error) => (error ? reject(error) : resolve(this.rows));
      client.query(this);
    });
  }

  submit(connection: pg.Connection): void {
    const named = connection as pg.Connection & NamedStatements;
    const recorded = named.parsedStatements !== undefined && named.submittedNamedStatements !== undefined;
    // without a name (or the driver's record of names) a read without parameters is a simple query, one with them
    // the unnamed statement, parsed again each time
    const name = recorded ? (this.name ?? '') : '';
    if (!name && this.values.length === 0) return void connection.query(this.text);
    connection.stream.cork();
    try {
      if (!name || (named.parsedStatements![name] === undefined && named.submittedNamedStatements![name] === undefined)) {
        connection.parse({ name, text: this.text, types: [] }, true);
        if (name) named.submittedNamedStatements![name] = this.text;
      }
      connection.bind({ statement: name, values: [...this.values] }, true);
      connection.execute({}, true);
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
  }
  handleRowDescription(): void {}
  handleDataRow(message: { fields: (string | null)[] }): void {
    this.rows.push(message.fields);
  }
  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  // a SELECT never answers with a copy; were it to, the copy is refused so the connection does not hang
  handleCopyInResponse(connection: pg.Connection & { sendCopyFail?(message: string): void }): void {
    connection.sendCopyFail?.('not a copy');
  }
  handleCopyData(): void {}
  handleError(error: Error): void {
    this.failed = true;
    this.callback?.(error);
  }
  handleReadyForQuery(): void {
    // after an error the driver answers ReadyForQuery to no query; a callback already had the error
    if (!this.failed) this.callback?.(null);
  }
}
