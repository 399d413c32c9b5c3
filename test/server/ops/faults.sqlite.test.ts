import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { adminToken, sqliteApp, UNAVAILABLE } from './sqliteApp';

/**
 * SQLite faults answer 503 with the envelope, /api/health tells the truth, and the service resumes by
 * itself once the fault is gone: a full disk (max_page_count reached), a read-only database
 * (query_only: SQLITE_READONLY), a database another process keeps locked (SQLITE_BUSY).
 */
jest.setTimeout(30_000);

let t: Awaited<ReturnType<typeof sqliteApp>>;
let app: FastifyInstance;
let token: string;
const previousBusy = process.env.SQLITE_BUSY_TIMEOUT_MS;

beforeAll(async () => {
  process.env.SQLITE_BUSY_TIMEOUT_MS = '300';
  t = await sqliteApp();
  app = t.app;
  token = await adminToken(app);
});
afterAll(async () => {
  await t?.close();
  if (previousBusy === undefined) delete process.env.SQLITE_BUSY_TIMEOUT_MS;
  else process.env.SQLITE_BUSY_TIMEOUT_MS = previousBusy;
});

const raw = () => {
  if (app.dbHandle.raw.engine !== 'sqlite') throw new Error('expected SQLite');
  return app.dbHandle.raw.sqlite;
};
let n = 0;
const addSubject = () =>
  app.inject({
    method: 'POST',
    url: '/api/subject/add',
    headers: { authorization: `Bearer ${token}` },
    payload: { name: `Fault subject ${++n}`, description: 'd'.repeat(1500) },
  });
// the details (reads, writes, fault) are shown to admins only
const health = () => app.inject({ method: 'GET', url: '/api/health', headers: { authorization: `Bearer ${token}` } });
const readSubjects = () => app.inject({ method: 'GET', url: '/api/subject/getall', headers: { authorization: `Bearer ${token}` } });

async function expectHealthy(): Promise<void> {
  const res = await health();
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toEqual(expect.objectContaining({ engine: 'sqlite', reads: true, writes: true, migration: expect.stringMatching(/^\d{3}_/) }));
  expect((await addSubject()).statusCode).toBe(200);
}

test('a full disk (SQLITE_FULL): writes answer 503, health says so, and writing resumes once there is room', async () => {
  await expectHealthy();
  raw().pragma(`max_page_count = ${Number(raw().pragma('page_count', { simple: true }))}`);
  const statuses: number[] = [];
  for (let i = 0; i < 40 && !statuses.includes(503); i++) {
    const res = await addSubject();
    statuses.push(res.statusCode);
    if (res.statusCode === 503) expect(res.json()).toEqual({ ...UNAVAILABLE, code: 'databaseUnavailable' });
  }
  expect(statuses).toContain(503);
  expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
  const sick = await health();
  expect(sick.statusCode).toBe(503);
  expect(sick.json()).toEqual(expect.objectContaining(UNAVAILABLE));
  expect(sick.json().data).toEqual(expect.objectContaining({ reads: true, writes: false, fault: expect.stringContaining('SQLITE_FULL') }));
  expect((await readSubjects()).statusCode).toBe(200);

  raw().pragma('max_page_count = 1073741823');
  await expectHealthy();
});

test('a read-only database (SQLITE_READONLY): writes answer 503, reads go on, and writing resumes', async () => {
  raw().pragma('query_only = 1');
  const res = await addSubject();
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ ...UNAVAILABLE, code: 'databaseUnavailable' });
  expect((await readSubjects()).statusCode).toBe(200);
  const sick = await health();
  expect(sick.statusCode).toBe(503);
  expect(sick.json().data).toEqual(expect.objectContaining({ reads: true, writes: false, fault: expect.stringContaining('SQLITE_READONLY') }));

  raw().pragma('query_only = 0');
  await expectHealthy();
});

test('a read-only database: the costly calls are still served, bounded in the process (10 exports a minute)', async () => {
  raw().pragma('query_only = 1');
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await app.inject({ method: 'GET', url: '/api/export/students.xlsx', headers: { authorization: `Bearer ${token}` } })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
  } finally {
    raw().pragma('query_only = 0');
  }
});

test('a database another process keeps locked (SQLITE_BUSY): 503 while locked, served again once released', async () => {
  const other = new SQLite(t.file);
  try {
    other.exec('BEGIN EXCLUSIVE');
    const res = await addSubject();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ...UNAVAILABLE, code: 'databaseUnavailable' });
    expect((await health()).statusCode).toBe(503);
    other.exec('ROLLBACK');
  } finally {
    other.close();
  }
  await expectHealthy();
});

test('the failed writes left nothing half-written: every subject that answered 200 is there, no other', async () => {
  const names = (await readSubjects()).json() as { Name: string }[];
  const ours = names.map((s) => s.Name).filter((name) => name.startsWith('Fault subject '));
  expect(new Set(ours).size).toBe(ours.length);
  expect(ours.length).toBeGreaterThanOrEqual(4);
  expect(ours.length).toBeLessThan(n);
});
