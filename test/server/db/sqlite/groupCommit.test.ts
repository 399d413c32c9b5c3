import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { GroupCommit } from '../../../../src/server/db/sqlite/groupCommit';
import type { Database } from '../../../../src/server/db/schema';

interface T {
  t: { id: Generated<number>; v: number };
}

describe('GroupCommit (SQLite writes arriving together share one transaction)', () => {
  let sqlite: SQLite.Database;
  let db: Kysely<T>;
  let statements: string[];
  let group: GroupCommit;

  beforeEach(() => {
    sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (id integer primary key, v integer not null unique)');
    statements = [];
    db = new Kysely<T>({ dialect: new SqliteDialect({ database: sqlite }), log: (e) => void statements.push(e.query.sql.toLowerCase()) });
    group = new GroupCommit(db as unknown as Kysely<Database>);
  });
  afterEach(async () => db.destroy());

  const insert = (v: number) => group.run(async (trx) => {
    const t = trx as unknown as Kysely<T>;
    await t.insertInto('t').values({ v }).execute();
    return v;
  });
  const values = () => sqlite.prepare('select v from t order by v').all().map((r) => (r as { v: number }).v);

  it('runs writes started in one turn in one transaction with one commit, each answered with its own result', async () => {
    const results = await Promise.all([insert(1), insert(2), insert(3)]);
    expect(results).toEqual([1, 2, 3]);
    expect(values()).toEqual([1, 2, 3]);
    expect(statements.filter((s) => s === 'begin')).toHaveLength(1);
    expect(statements.filter((s) => s === 'commit')).toHaveLength(1);
    expect(statements.filter((s) => s.startsWith('savepoint'))).toHaveLength(3);
  });

  it('a write alone is a plain transaction (no savepoint)', async () => {
    expect(await insert(7)).toBe(7);
    expect(statements).toEqual(['begin', 'insert into "t" ("v") values (?)', 'commit']);
  });

  it('a failing write fails alone: its changes are undone, the others commit', async () => {
    const first = insert(1);
    const failing = group.run(async (trx) => {
      const t = trx as unknown as Kysely<T>;
      await t.insertInto('t').values({ v: 50 }).execute();
      await t.insertInto('t').values({ v: 1 }).execute(); // unique violation: 1 is written by the first job
    });
    const outcomes = await Promise.allSettled([first, failing, insert(2)]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    // the failing job's first insert (50) was rolled back with it
    expect(values()).toEqual([1, 2]);
    expect(statements.filter((s) => s === 'commit')).toHaveLength(1);
  });

  it('nothing is confirmed before its commit: a failed commit fails every write of the batch', async () => {
    // a deferred foreign key makes COMMIT itself fail
    sqlite.exec('pragma foreign_keys = on; create table p (id integer primary key); create table c (id integer primary key, p integer references p(id) deferrable initially deferred)');
    const first = insert(1);
    const orphan = group.run(async (trx) => {
      await sql`insert into c (p) values (42)`.execute(trx);
    });
    const outcomes = await Promise.allSettled([first, orphan, insert(2)]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(values()).toEqual([]);
  });

  it('writes queued while a batch runs form the next batch', async () => {
    const first = insert(1);
    await new Promise((r) => setImmediate(r));
    const later = [insert(2), insert(3)];
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3]);
    expect(statements.filter((s) => s === 'commit')).toHaveLength(2);
  });
});
