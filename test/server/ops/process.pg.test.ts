import pg from 'pg';
import { freshPgDatabase, terminateBackends } from '../testing/pgDatabase';
import { api, loginAs, startServerProcess, waitFor, type ServerProcess } from './serverProcess';
import { TcpProxy } from './tcpProxy';

/**
 * The real server process on PostgreSQL survives every database fault: connections terminated under load
 * (4 of 4 runs used to end the process with an unhandled 'error' event, 57P01) and a restart (the proxy
 * cuts every connection and refuses new ones). It answers 200 or 503, never exits, and recovers by itself.
 * Then SIGTERM lets an in-flight request finish before the process exits 0.
 */
jest.setTimeout(120_000);

let db: Awaited<ReturnType<typeof freshPgDatabase>>;
const proxy = new TcpProxy('127.0.0.1', Number(new URL(process.env.TEST_DATABASE_URL ?? 'postgres://x@127.0.0.1:5432/x').port || 5432));
let server: ServerProcess;
let token: string;

beforeAll(async () => {
  db = await freshPgDatabase('process');
  await proxy.start();
  server = await startServerProcess({ DATABASE_URL: proxy.via(db.url), SEED: 'demo', DB_CONNECT_TIMEOUT_MS: '1000' });
  token = await loginAs(server.url, 'admin', 'admin', 'admin123');
});
afterAll(async () => {
  await server?.stop();
  await proxy.stop();
  await db?.drop();
});

let n = 0;
const read = () => api(`${server.url}/api/subject/getall`, 'GET', token);
const write = () => api(`${server.url}/api/subject/add`, 'POST', token, { name: `Process fault ${++n}`, description: 'x' });
const healthy = async () => (await api(`${server.url}/api/health`, 'GET')).status === 200;

test('terminating every connection under load, six times: 0 exits, only 200 or the 503 envelope, then all 200', async () => {
  const statuses: number[] = [];
  let stop = false;
  const worker = async () => {
    while (!stop) {
      const r = await (statuses.length % 3 === 0 ? write() : read());
      statuses.push(r.status);
      if (r.status === 503) expect(r.json).toMatchObject({ status: 503, message: 'The database is unavailable, please retry' });
    }
  };
  const workers = Array.from({ length: 8 }, worker);
  for (let i = 0; i < 6; i++) {
    await new Promise((r) => setTimeout(r, 200));
    await terminateBackends(db.name);
  }
  stop = true;
  await Promise.all(workers);
  expect(server.alive()).toBe(true);
  expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  expect(server.output()).not.toMatch(/Unhandled 'error' event/);
  await waitFor(healthy, 5000, 'healthy again');
  expect((await write()).status).toBe(200);
});

test('a PostgreSQL restart: 503 while it is down, 0 exits, served again once it is back', async () => {
  await proxy.stop();
  expect((await read()).status).toBe(503);
  expect((await write()).status).toBe(503);
  // the details go to admins only (the admin's session is still in the process's 5 s cache)
  const sick = await api(`${server.url}/api/health`, 'GET', token);
  expect(sick.status).toBe(503);
  expect(sick.json.data).toEqual(expect.objectContaining({ reads: false, writes: false }));
  expect((await api(`${server.url}/api/health`, 'GET')).json.data).toEqual({ status: 'unavailable' });
  await new Promise((r) => setTimeout(r, 1000));
  expect(server.alive()).toBe(true);
  await proxy.start();
  await waitFor(healthy, 10_000, 'healthy after the restart');
  expect((await read()).status).toBe(200);
  expect((await write()).status).toBe(200);
  expect(server.alive()).toBe(true);
});

test('SIGTERM: the in-flight request finishes, new connections are refused, the pool closes, exit 0', async () => {
  const locker = new pg.Client({ connectionString: db.url });
  await locker.connect();
  try {
    await locker.query('begin');
    await locker.query('lock table subject in access exclusive mode');
    const inFlight = write();
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // A new connection is refused; a request on a kept-alive connection gets 503 (Fastify's return503OnClosing).
    expect([503, 'refused']).toContain(await fetch(`${server.url}/api/health`).then((r) => r.status, () => 'refused'));
    expect(server.alive()).toBe(true);
    await locker.query('commit');
    expect((await inFlight).status).toBe(200);
    expect(await server.exited).toBe(0);
  } finally {
    await locker.end();
  }
  const left = await new pg.Client({ connectionString: db.url });
  await left.connect();
  try {
    const { rows } = await left.query('select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [db.name]);
    expect(rows[0].n).toBe(0);
  } finally {
    await left.end();
  }
});
