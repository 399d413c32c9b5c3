import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * GET /api/health says little to anyone (ok / unavailable), the details to admins, and does not commit a write on
 * every call: the write probe is trusted for HEALTH_CACHE_MS (5 s) while it succeeds. SQLite and PostgreSQL.
 */
jest.setTimeout(60_000);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin', 'admin123');
});
afterAll(async () => t?.close());

/** A value that changes with every committed write of the probe row: SQLite's change counter, PostgreSQL's xmin. */
async function probeWrites(): Promise<string> {
  const h = t.app.dbHandle.raw;
  if (h.engine === 'sqlite') return String(h.sqlite.prepare('select total_changes() as n').get() as { n: number }['n']);
  const { rows } = await sql<{ x: string }>`select xmin::text as x from health_probe where "Id" = 1`.execute(t.app.db);
  return rows[0]!.x;
}

test('anyone gets ok and nothing more; lecturers and students too; an admin gets the engine, migration and probes', async () => {
  const anonymous = await t.call('GET', '/api/health');
  expect(anonymous.json()).toEqual({ status: 200, message: 'ok', data: { status: 'ok' } });
  expect(anonymous.headers['cache-control']).toBe('no-store');
  for (const [role, user, password] of [['teach', 'lecturer1', 'lecturer123'], ['std', 'student1', 'student123']] as const) {
    expect((await t.call('GET', '/api/health', await t.login(role, user, password))).json().data).toEqual({ status: 'ok' });
  }
  expect((await t.call('GET', '/api/health', admin)).json().data).toEqual({
    status: 'ok',
    engine: t.app.dbHandle.engine,
    migration: expect.stringMatching(/^\d{3}_/),
    reads: true,
    writes: true,
  });
});

test('the write probe commits at most once per few seconds, however often health is called', async () => {
  await t.call('GET', '/api/health');
  const before = await probeWrites();
  const statuses = await Promise.all(Array.from({ length: 40 }, () => t.call('GET', '/api/health').then((r) => r.statusCode)));
  for (let i = 0; i < 20; i++) statuses.push((await t.call('GET', '/api/health')).statusCode);
  expect(new Set(statuses)).toEqual(new Set([200]));
  expect(await probeWrites()).toBe(before);
});
