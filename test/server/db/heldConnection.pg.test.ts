import pg from 'pg';
import { HeldConnection, createPgPool, statementName } from '../../../src/server/db/pgPool';

/**
 * The connection kept for the shared version reads (db/pgPool.ts), on a real PostgreSQL: rows come back as the
 * server's text, one connection serves read after read, and a failed statement or a connection PostgreSQL drops
 * costs that read only — the next one answers, on a new connection. A read the statement cache names runs as
 * that prepared statement, parsed once per connection, and the driver's own queries of the same text reuse it.
 */
let pool: pg.Pool;
let admin: pg.Client;

beforeAll(async () => {
  // the app's own pool: its clients carry the listeners that keep a dropped connection from ending the process
  pool = createPgPool(process.env.TEST_DATABASE_URL!, { poolMax: 4, connectTimeoutMs: 5000, queryTimeoutMs: 25000, sqliteBusyTimeoutMs: 5000 }).raw;
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
});

afterAll(async () => {
  await admin.end();
  await pool.end();
});

const backend = async (held: HeldConnection) => Number((await held.rows('select pg_backend_pid()'))[0]![0]);

/** Runs `use` on a new HeldConnection over the pool, released after. */
async function withHeld(keep: boolean, use: (held: HeldConnection) => Promise<void>): Promise<void> {
  const held = new HeldConnection(pool, keep);
  try {
    await use(held);
  } finally {
    await held.release();
  }
}

test('rows come back as arrays of the text PostgreSQL sent, NULL as null, in order', () =>
  withHeld(true, async (held) => {
    expect(await held.rows(`select 12::bigint, null::text, 'a,b=c' union all select 13, 'x', ''`)).toEqual([
      ['12', null, 'a,b=c'],
      ['13', 'x', ''],
    ]);
    expect(await held.rows('select 1 where false')).toEqual([]);
  }));

test('one connection serves read after read', () =>
  withHeld(true, async (held) => {
    const first = await backend(held);
    expect(await backend(held)).toBe(first);
    expect(await backend(held)).toBe(first);
  }));

test('a failing statement rejects with the database error, and the next read answers on a new connection', () =>
  withHeld(true, async (held) => {
    const first = await backend(held);
    await expect(held.rows('select 1 / 0')).rejects.toMatchObject({ code: '22012' });
    const next = await backend(held);
    expect(next).not.toBe(first);
    expect(await held.rows('select 2')).toEqual([['2']]);
  }));

test('a kept connection PostgreSQL drops costs no read: the read runs again on a new one', () =>
  withHeld(true, async (held) => {
    const first = await backend(held);
    await admin.query('select pg_terminate_backend($1)', [first]);
    // the read sent on the dropped connection fails with a connection fault and is retried once
    const again = await backend(held);
    expect(again).not.toBe(first);
    expect(await backend(held)).toBe(again);
  }));

test('with nothing kept (a pool of one) each read hands its connection back', () =>
  withHeld(false, async (held) => {
    await held.rows('select 1');
    expect(pool.idleCount).toBeGreaterThanOrEqual(1);
    expect(pool.totalCount - pool.idleCount).toBe(0);
  }));

test('once released it refuses to read', async () => {
  const held = new HeldConnection(pool, true);
  await held.rows('select 1');
  await held.release();
  await expect(held.rows('select 1')).rejects.toThrow(/database is closed/);
});

/** the prepared statements of the held connection's backend, read through it */
const preparedOf = async (held: HeldConnection) =>
  new Map((await held.rows('select name, statement from pg_prepared_statements')).map(([name, text]) => [name, text]));

test('a named read is prepared once on its connection and answers from it again', () =>
  withHeld(true, async (held) => {
    const text = `select 'held ' || 41 + 1`;
    const name = statementName(text, 0)!;
    expect(name).toBeDefined();
    expect(await held.rows(text)).toEqual([['held 42']]);
    expect((await preparedOf(held)).get(name)).toBe(text);
    // run again on the same backend: PostgreSQL would refuse a second Parse of the name
    const pid = await backend(held);
    expect(await held.rows(text)).toEqual([['held 42']]);
    expect(await held.rows(text)).toEqual([['held 42']]);
    expect(await backend(held)).toBe(pid);
  }));

test("the driver's own named query of the same text on that connection reuses the prepared statement", async () => {
    const text = `select 'shared ' || 6 * 7`;
    const name = statementName(text, 0)!;
    // a pool of one connection: the read hands it back, and the pool's next query runs on it
    const single = createPgPool(process.env.TEST_DATABASE_URL!, { poolMax: 1, connectTimeoutMs: 5000, queryTimeoutMs: 25000, sqliteBusyTimeoutMs: 5000 }).raw;
    const one = new HeldConnection(single, false);
    try {
      expect(await one.rows(text)).toEqual([['shared 42']]);
      const client = await single.connect();
      try {
        const result = await client.query({ name, text, rowMode: 'array' });
        expect(result.rows).toEqual([['shared 42']]);
        const prepared = await client.query<{ name: string }>('select name from pg_prepared_statements');
        expect(prepared.rows.filter((r) => r.name === name)).toHaveLength(1);
      } finally {
        client.release();
      }
      expect(await one.rows(text)).toEqual([['shared 42']]);
    } finally {
      await one.release();
      await single.end();
    }
  });

test('a read with parameters binds them as text (null as NULL), prepared once under its name', () =>
  withHeld(true, async (held) => {
    const text = `select $1::text || '-' || $2::text, $3::text is null`;
    const name = statementName(text, 3)!;
    expect(name).toBeDefined();
    expect(await held.rows(text, ['a', 'b', null])).toEqual([['a-b', 't']]);
    expect(await held.rows(text, ['c', 'd', 'e'])).toEqual([['c-d', 'f']]);
    expect((await preparedOf(held)).get(name)).toBe(text);
  }));

test('a read with parameters that is not named runs as the unnamed statement, each time', () =>
  withHeld(true, async (held) => {
    // longer than a named statement may be
    const text = `select $1::int + 1 /* ${'x'.repeat(4100)} */`;
    expect(statementName(text, 1)).toBeUndefined();
    expect(await held.rows(text, ['41'])).toEqual([['42']]);
    expect(await held.rows(text, ['1'])).toEqual([['2']]);
    expect([...(await preparedOf(held)).values()]).not.toContain(text);
  }));

test('a statement PostgreSQL cannot parse rejects, and the next read of a good one answers', () =>
  withHeld(true, async (held) => {
    await expect(held.rows('select no_such_column from pg_class')).rejects.toMatchObject({ code: '42703' });
    await expect(held.rows('select no_such_column from pg_class')).rejects.toMatchObject({ code: '42703' });
    expect(await held.rows('select 3')).toEqual([['3']]);
  }));
