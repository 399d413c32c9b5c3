import pg from 'pg';
import { HeldConnection, createPgPool } from '../../../src/server/db/pgPool';

/**
 * The connection kept for the shared version reads (db/pgPool.ts), on a real PostgreSQL: rows come back as the
 * server's text, one connection serves read after read, and a failed statement or a connection PostgreSQL drops
 * costs that read only — the next one answers, on a new connection.
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
