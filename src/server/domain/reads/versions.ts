import { sql } from 'kysely';
import { compiledHeldRead, compiledRead, isPostgresHandle, walChangesOf } from '../../db/compiled';
import type { VERSIONED_TABLES } from '../../db/migrations/019_list_versions';
import type { READ_VERSIONED_TABLES } from '../../db/migrations/022_read_versions';
import type { Q } from '../db';

/** A table whose version the database keeps (migrations 018 'student', 019 and 022). */
export type VersionedTable = 'student' | (typeof VERSIONED_TABLES)[number] | (typeof READ_VERSIONED_TABLES)[number];

type Versions = ReadonlyMap<string, string>;

/**
 * On the connection PostgreSQL's handle keeps for it (these reads go one at a time): the snapshot the read ran in
 * and, unless it is the snapshot given (the one the versions were last read in), every version as one text
 * ("board:12,course:7,…"). Two equal snapshots have the same transactions finished (every transaction id below
 * xmax that is not listed in progress has committed or rolled back, and none at or above it), so between them
 * nothing was committed anywhere and no version moved: the common answer is one short row and no read of
 * data_version at all (6-9 % less CPU for a kept small read than the 22 rows of data_version each time; the
 * versions are only read, in the same statement and snapshot, when some transaction finished since).
 */
const snapshotAndVersions = compiledHeldRead<[string | null]>((db, p) => {
  const versions = db
    .selectFrom('data_version')
    .select(sql<string>`coalesce(string_agg(${sql.ref('Name')} || ':' || ${sql.ref('Version')}, ',' order by ${sql.ref('Name')}), '')`.as('Versions'));
  return db.selectNoFrom([
    sql<string>`pg_current_snapshot()::text`.as('Snapshot'),
    sql<string | null>`case when pg_current_snapshot()::text = ${p<string | null>(0)} then null else (${versions}) end`.as('Versions'),
  ]);
});

/**
 * PostgreSQL: one read of every version, shared by every caller that asked for versions before it was sent. A
 * caller never takes a read sent before it asked (it could miss a write committed in between): while one read is
 * on its way, the callers arriving wait for the next one, sent when it returns, and all of them share that one.
 * A write committed before a request arrived is therefore seen by it, in any process, as with a read of its own;
 * under load one round trip serves many requests instead of one each (a round trip costs a small read more
 * server CPU than the rest of its work).
 */
const nothing = () => undefined;
// two turns, not one: the second turn's poll reads the requests that arrived while the first one's were being
// answered, and they share this read instead of waiting for the next (6-7 requests a read instead of 5 at 10
// connections: 3-6 % less CPU per kept read than after one turn; a third turn gains nothing more)
const afterTwoTurns = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

class SharedVersionReads {
  private sent: Promise<Versions> | null = null;
  private next: Promise<Versions> | null = null;
  /** the snapshot the versions were last read in, their text and their map */
  private last: { snapshot: string; text: string; versions: Versions } | null = null;

  constructor(private readonly db: Q) {}

  read(): Promise<Versions> {
    if (this.next) return this.next;
    // sent once the one on its way has returned, and not before the requests read from the sockets in this turn
    // of the event loop (and the next) have asked (setImmediate runs after them): one round trip for all of them
    const ready = this.sent ? this.sent.then(nothing, nothing) : Promise.resolve();
    this.next = ready.then(afterTwoTurns).then(() => {
      this.next = null;
      return this.send();
    });
    return this.next;
  }

  private send(): Promise<Versions> {
    const last = this.last;
    const sent = snapshotAndVersions(this.db, last?.snapshot ?? null).then((rows) => {
      const [snapshot, text] = rows[0] ?? [];
      if (!snapshot) throw new Error('the snapshot read answered no row');
      // nothing finished since the last read: its versions
      if (text === null || text === undefined) {
        if (!last || last.snapshot !== snapshot) throw new Error('the snapshot read answered no versions');
        return last.versions;
      }
      // the same versions in a later snapshot (a commit touched no versioned table) are the same map, so each
      // list's text is not worked out again
      if (last && last.text === text) {
        this.last = { snapshot, text, versions: last.versions };
        return last.versions;
      }
      const versions = new Map<string, string>();
      if (text) for (const pair of text.split(',')) {
        const at = pair.lastIndexOf(':');
        versions.set(pair.slice(0, at), pair.slice(at + 1));
      }
      this.last = { snapshot, text, versions };
      return versions;
    });
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
 * new version and the new rows become visible together). On SQLite one small synchronous read of the primary key,
 * compiled once, made again only when some connection committed since the last one (db/walChanges.ts: one pread
 * after this turn of the event loop, shared by the requests it read); on PostgreSQL the shared read above. Given
 * by callback: the common answer (nothing committed since) costs no promise.
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
  // SQLite: the last versions read on each handle, with the WAL-index header read just before them
  const lastRead = new WeakMap<object, { header: Buffer; text: string }>();
  const ofSqlite = async (db: Q, header: Buffer | null) => {
    const rows = await read.all(db);
    if (rows.length !== tables.length) throw missing();
    const text = rows.map((r) => String(r.Version)).join('.');
    if (header) lastRead.set(db, { header, text });
    return text;
  };
  const answer = (promise: Promise<string>, then: VersionsCallback) => promise.then((text) => then(null, text), then);
  return (db, then) => {
    if (isPostgresHandle(db)) return void ofPostgres(db, then);
    const wal = walChangesOf(db);
    if (!wal) return void answer(ofSqlite(db, null), then);
    wal.afterThisTurn((header) => {
      const last = header ? lastRead.get(db) : undefined;
      if (last && header!.equals(last.header)) then(null, last.text);
      else answer(ofSqlite(db, header), then);
    });
  };
}

/** The versions as a promise, where a caller awaits anyway. */
export const versionsNow = (versions: ReturnType<typeof versionsOf>, db: Q): Promise<string> =>
  new Promise((resolve, reject) => versions(db, (error, text) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(text!))));
