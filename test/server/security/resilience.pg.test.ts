import { sql } from 'kysely';
import pg from 'pg';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * PostgreSQL only: jest.config.ts runs *.pg.test.ts files only when TEST_DATABASE_URL is set. When the database server drops the API's connections (a restart,
 * a failover, an idle-connection killer, an administrator), the API process must survive and answer
 * the next request — not die on an unhandled 'error' event of the connection pool (finding F3).
 */
jest.setTimeout(60_000);

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) throw new Error('resilience.pg.test.ts needs TEST_DATABASE_URL (jest.config.ts runs it only then)');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

test('the API survives the database terminating its connections', async () => {
  // Without the pool's error listener (F3), Jest reports an unhandled 'error' event (57P01) and fails this suite.
  {
    expect((await t.call('GET', '/api/health')).statusCode).toBe(200);
    const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(t.app.db);
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [rows[0]!.db]);
    } finally {
      await admin.end();
    }
    await new Promise((r) => setTimeout(r, 300));
    const res = await t.call('GET', '/api/health');
    expect(res.statusCode).toBe(200);
  }
});

test('the health check answers on PostgreSQL', async () => {
  expect((await t.call('GET', '/api/health')).json()).toEqual(expect.objectContaining({ status: 200 }));
});
