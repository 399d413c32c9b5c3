import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { withStatementCache } from '../../../../src/server/db/sqlite/statementCache';

describe('withStatementCache (prepared statements reused by SQL text)', () => {
  let sqlite: SQLite.Database;
  let prepared: string[];

  beforeEach(() => {
    sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (id integer primary key, v integer not null)');
    prepared = [];
    const prepare = sqlite.prepare.bind(sqlite);
    // count real preparations by spying on the underlying database (the cache is the thing under test)
    sqlite.prepare = ((text: string) => {
      prepared.push(text);
      return prepare(text);
    }) as typeof sqlite.prepare;
  });
  afterEach(() => sqlite.open && sqlite.close());

  it('prepares a query once and gives the same statement again, with correct results each time', () => {
    const db = withStatementCache(sqlite);
    const insert = 'insert into t (v) values (?)';
    for (let i = 1; i <= 3; i++) db.prepare(insert).run([i * 10]);
    const select = 'select v from t where id = ?';
    expect(db.prepare(select).all([2])).toEqual([{ v: 20 }]);
    expect(db.prepare(select).all([3])).toEqual([{ v: 30 }]);
    expect(db.prepare(select)).toBe(db.prepare(select));
    expect(prepared.filter((s) => s === insert)).toHaveLength(1);
    expect(prepared.filter((s) => s === select)).toHaveLength(1);
  });

  it('drops the least recently used statement beyond its size', () => {
    const db = withStatementCache(sqlite, 2);
    const a = 'select 1 as a';
    const b = 'select 2 as b';
    const c = 'select 3 as c';
    db.prepare(a);
    db.prepare(b);
    db.prepare(a); // a is now the most recent
    db.prepare(c); // evicts b
    db.prepare(a);
    db.prepare(b);
    expect(prepared).toEqual([a, b, c, b]);
  });

  it('never hands out a statement that is still iterating', () => {
    const db = withStatementCache(sqlite);
    sqlite.exec('insert into t (v) values (1), (2)');
    const text = 'select v from t order by id';
    const first = db.prepare(text) as unknown as SQLite.Statement;
    const rows = first.iterate();
    rows.next();
    const second = db.prepare(text) as unknown as SQLite.Statement;
    expect(second).not.toBe(first);
    expect(second.all()).toEqual([{ v: 1 }, { v: 2 }]);
    rows.return?.();
  });

  it('serves Kysely: the same query built twice is prepared once', async () => {
    const kysely = new Kysely<{ t: { id: Generated<number>; v: number } }>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    await kysely.insertInto('t').values({ v: 5 }).execute();
    for (let i = 0; i < 3; i++) expect(await kysely.selectFrom('t').select('v').where('id', '=', 1).execute()).toEqual([{ v: 5 }]);
    expect(prepared.filter((s) => s.startsWith('select "v" from "t"'))).toHaveLength(1);
    expect((await sql<{ n: number }>`select count(*) as n from t`.execute(kysely)).rows[0]!.n).toBe(1);
    await kysely.destroy();
  });
});
