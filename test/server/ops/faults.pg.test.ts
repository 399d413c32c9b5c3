import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/database';
import { isDatabaseFault } from '../../../src/server/db/faults';
import { freshPgDatabase, terminateBackends } from '../testing/pgDatabase';
import { TcpProxy } from './tcpProxy';

/**
 * PostgreSQL faults in one process: connections terminated under load, a restart (a proxy that cuts every
 * connection and refuses new ones for a while), a dead port. Every answer is 200 or the 503 envelope,
 * never a 500 and never an unhandled 'error' event (which would fail this suite), and service resumes.
 */
jest.setTimeout(60_000);

let db: Awaited<ReturnType<typeof freshPgDatabase>>;
const proxy = new TcpProxy('127.0.0.1', Number(new URL(process.env.TEST_DATABASE_URL ?? 'postgres://x@127.0.0.1:5432/x').port || 5432));
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  db = await freshPgDatabase('faults');
  await proxy.start();
  const config = {
    ...loadConfig({ JWT_SECRET: 'ops-secret-ops-secret-ops-secret-0123456789', SEED: 'demo', CLIENT_DIR: '', MAX_EVENT_LOOP_DELAY_MS: '0' }),
    databaseUrl: proxy.via(db.url),
    clientDir: null,
  };
  app = await buildApp(config, { logger: false });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/loginadmin', payload: { username: 'admin', password: 'admin123' } });
  token = login.json().token;
});
afterAll(async () => {
  await app?.close();
  await proxy.stop();
  await db?.drop();
});

const auth = () => ({ authorization: `Bearer ${token}` });
let n = 0;
const read = () => app.inject({ method: 'GET', url: '/api/subject/getall', headers: auth() });
const write = () => app.inject({ method: 'POST', url: '/api/subject/add', headers: auth(), payload: { name: `PG fault ${++n}`, description: 'x' } });
// the details (reads, writes, fault) are shown to admins only
const health = () => app.inject({ method: 'GET', url: '/api/health', headers: auth() });

async function waitHealthy(ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if ((await health()).statusCode === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not healthy within ${ms} ms`);
}

test('a read whose connection is terminated mid-query is retried once on a new connection', async () => {
  const slow = sql<{ x: number }>`select pg_sleep(0.8), 42 as x`.execute(app.db);
  await new Promise((r) => setTimeout(r, 300));
  expect(await terminateBackends(db.name)).toBeGreaterThan(0);
  expect((await slow).rows[0]!.x).toBe(42);
});

test('a write whose connection is terminated mid-query is not retried: it fails as a database fault', async () => {
  const slow = sql`update health_probe set "Note" = "Note" where "Id" = 1 and pg_sleep(0.8) is not null`
    .execute(app.db)
    .then(() => null, (e: unknown) => e);
  await new Promise((r) => setTimeout(r, 300));
  await terminateBackends(db.name);
  const err = await slow;
  expect(err).not.toBeNull();
  expect(isDatabaseFault(err)).toBe(true);
});

test('connections terminated again and again under load: only 200s and 503 envelopes, then all 200', async () => {
  const statuses: number[] = [];
  let stop = false;
  const worker = async () => {
    while (!stop) {
      const res = await (statuses.length % 3 === 0 ? write() : read());
      statuses.push(res.statusCode);
      if (res.statusCode === 503) expect(res.json()).toMatchObject({ status: 503, message: 'The database is unavailable, please retry' });
    }
  };
  const workers = Array.from({ length: 8 }, worker);
  for (let i = 0; i < 6; i++) {
    await new Promise((r) => setTimeout(r, 150));
    await terminateBackends(db.name);
  }
  stop = true;
  await Promise.all(workers);
  expect(statuses.length).toBeGreaterThan(20);
  expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  await waitHealthy(5000);
  expect((await write()).statusCode).toBe(200);
});

test('a PostgreSQL restart: 503 and an unhealthy health check while it is down, served again once it is back', async () => {
  expect((await read()).statusCode).toBe(200);
  await proxy.stop();
  const down = await read();
  expect(down.statusCode).toBe(503);
  expect((await write()).statusCode).toBe(503);
  const sick = await health();
  expect(sick.statusCode).toBe(503);
  expect(sick.json().data).toEqual(expect.objectContaining({ engine: 'postgres', reads: false, writes: false }));
  await new Promise((r) => setTimeout(r, 500));
  await proxy.start();
  await waitHealthy(5000);
  expect((await read()).statusCode).toBe(200);
  expect((await write()).statusCode).toBe(200);
});

test('a pool pointed at a dead port fails as a database fault, quickly', async () => {
  const dead = openDatabase('postgres://postgres@127.0.0.1:1/nothing', { DB_CONNECT_TIMEOUT_MS: '1000' });
  try {
    const err = await sql`select 1`.execute(dead.kysely).then(() => null, (e: unknown) => e);
    expect(isDatabaseFault(err)).toBe(true);
  } finally {
    await dead.close();
  }
});
