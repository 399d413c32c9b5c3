import type { Kysely } from 'kysely';
import { compiledRead, isPostgresHandle } from '../db/compiled';
import type { Database } from '../db/schema';
import type { VERSIONED_TABLES } from '../db/migrations/019_list_versions';
import type { READ_VERSIONED_TABLES } from '../db/migrations/022_read_versions';
import type { Q } from '../db/query';

/** A table whose version the database keeps (migrations 018 'student', 019 and 022). */
export type VersionedTable = 'student' | (typeof VERSIONED_TABLES)[number] | (typeof READ_VERSIONED_TABLES)[number];

type Versions = ReadonlyMap<string, string>;

/** Every version, for the shared PostgreSQL read: an ordinary statement through the pool (a named one, pg/pgPool.ts). */
const allVersions = compiledRead<[], { Name: string; Version: number | string }>((db) => db.selectFrom('data_version').select(['Name', 'Version']));

/**
 * PostgreSQL: one read of every version, shared by every caller that asked for versions before it was sent. A
 * caller never takes a read sent before it asked (it could miss a write committed in between): while one read is
 * on its way, the callers arriving wait for the next one, sent when it returns, and all of them share that one.
 * A write committed before a request arrived is therefore seen by it, in any process, as with a read of its own;
 * under load one round trip serves many requests instead of one each.
 */
const nothing = () => undefined;
// the requests read from the sockets in this turn of the event loop ask before setImmediate runs, and share the read
const afterThisTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

class SharedVersionReads {
  private sent: Promise<Versions> | null = null;
  private next: Promise<Versions> | null = null;

  constructor(private readonly db: Q) {}

  read(): Promise<Versions> {
    if (this.next) return this.next;
    const ready = this.sent ? this.sent.then(nothing, nothing) : Promise.resolve();
    this.next = ready.then(afterThisTurn).then(() => {
      this.next = null;
      return this.send();
    });
    return this.next;
  }

  private send(): Promise<Versions> {
    const sent = allVersions.all(this.db as Kysely<Database>).then((rows) => new Map(rows.map((r) => [r.Name, String(r.Version)])));
    this.sent = sent;
    const done = () => {
      if (this.sent === sent) this.sent = null;
    };
    sent.then(done, done);
    return sent;
  }
}

const shared = new WeakMap<object, SharedVersionReads>();

function sharedReads(db: Q): SharedVersionReads {
  let reads = shared.get(db);
  if (!reads) shared.set(db, (reads = new SharedVersionReads(db)));
  return reads;
}

/** Answers the versions text, or the error that kept it from being read. */
export type VersionsCallback = (error: unknown, text?: string) => void;

/**
 * The versions of the tables a list reads, as one text ("12.0.7.3"): the same text again means no insert, update
 * or delete touched any of them since, in any process (triggers raise them in the writer's own transaction, so the
 * new version and the new rows become visible together). On SQLite one small read of the primary key on the
 * statement prepared once (db/compiled.ts; a few microseconds in process); on PostgreSQL the shared read above.
 */
export function versionsOf(tables: readonly VersionedTable[]): (db: Q, then: VersionsCallback) => void {
  // one table: an equality (a third of the cost of an IN list with its ORDER BY on SQLite)
  const read = compiledRead<[], { Version: number | string }>((db) =>
    tables.length === 1
      ? db.selectFrom('data_version').select('Version').where('Name', '=', tables[0]!)
      : db.selectFrom('data_version').select('Version').where('Name', 'in', [...tables]).orderBy('Name'),
  );
  const sorted = [...tables].sort();
  const missing = () => new Error(`data_version lacks a row of ${tables.join(', ')}`);
  // the text of the last shared read seen, worked out once for the requests that share that read
  let seen: { versions: Versions; text: string } | null = null;
  const textOf = (versions: Versions): string => {
    if (seen?.versions === versions) return seen.text;
    let text = '';
    for (const table of sorted) {
      const version = versions.get(table);
      if (version === undefined) throw missing();
      text = text ? `${text}.${version}` : version;
    }
    seen = { versions, text };
    return text;
  };
  const ofPostgres = (db: Q, then: VersionsCallback) =>
    sharedReads(db)
      .read()
      .then((versions) => {
        let text: string;
        try {
          text = textOf(versions);
        } catch (error) {
          return then(error);
        }
        then(null, text);
      }, then);
  const ofSqlite = async (db: Q) => {
    const rows = await read.all(db);
    if (rows.length !== tables.length) throw missing();
    return rows.map((r) => String(r.Version)).join('.');
  };
  return (db, then) => {
    if (isPostgresHandle(db)) return void ofPostgres(db, then);
    ofSqlite(db).then((text) => then(null, text), then);
  };
}

/** The versions as a promise, where a caller awaits anyway. */
export const versionsNow = (versions: ReturnType<typeof versionsOf>, db: Q): Promise<string> =>
  new Promise((resolve, reject) => versions(db, (error, text) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(text!))));
