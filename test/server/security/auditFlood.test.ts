import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuditRow } from '../../../src/common/contract/audit';
import { escapeAuditText } from '../../../src/server/domain/audit';
import { createTestApp, loginDemo, type TestApp } from '../testing/testApp';

/**
 * The audit log cannot be lost or flooded: a committed admin write is recorded even when its client hung up before
 * the answer; a refusal repeated by one account on one route is one row per minute with a count (concurrent ones
 * too); bulk actions carry their kind, count and ids; free text is bounded with its control and bidi characters
 * escaped, and field names come from the route's schema, never from the request. SQLite and PostgreSQL.
 */
jest.setTimeout(90_000);

let t: TestApp;
let admin: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, student] = await loginDemo(t, 'admin', 'student1');
});
afterAll(() => t.close());

async function rows(): Promise<AuditRow[]> {
  await new Promise((resolve) => setImmediate(resolve));
  await t.app.audit.flush();
  return (await t.app.db.selectFrom('audit_log').selectAll().orderBy('Id').execute()).map((r) => ({ ...r, Count: Number(r.Count) })) as AuditRow[];
}

const person = (n: number) => ({ code: `AF${String(n).padStart(6, '0')}`, name: `Flood Student ${n}`, birthday: '2004-05-06', address: `${n} Audit Street`, username: `aflood${n}`, password: 'Given-Pass-1234' });

test('an import whose client hung up before the answer is committed and audited', async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  const rowsSent = Array.from({ length: 40 }, (_, i) => person(100 + i));
  const body = JSON.stringify({ rows: rowsSent });
  await new Promise<void>((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/student/import',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${admin}` },
    });
    req.on('error', () => resolve());
    req.on('response', () => resolve());
    // the whole request is sent, then the client gives up (like curl -m 1) while 40 passwords are being hashed
    req.end(body, () => setTimeout(() => { req.destroy(); resolve(); }, 30));
  });
  const imported = async () => (await t.app.db.selectFrom('student').select('Id').where('Code', 'like', 'AF%').execute()).length;
  for (let i = 0; i < 300 && (await imported()) < 40; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await imported()).toBe(40);
  // the record is written before the answer would have been: by the time the rows are visible it is on its way
  for (let i = 0; i < 50 && !(await rows()).some((r) => r.Action === 'import'); i++) await new Promise((r) => setTimeout(r, 100));
  const record = (await rows()).find((r) => r.Action === 'import');
  expect(record).toMatchObject({ Username: 'admin', TargetKind: 'student', Outcome: 'ok', Count: 1 });
  expect(record!.Detail).toContain('count 40');
  expect(record!.Detail).toContain('fields: rows (40)');
});

test('a refusal repeated by one account on one route is one row a minute, counted; other routes and accounts apart', async () => {
  const semester = { year: 2040, session: 'Flood', startTime: '2040-01-01', endTime: '2040-03-01' };
  // the refusals are folded per clock minute: they must all fall in one, so a minute about to end is waited out
  const leftMs = 60_000 - (Date.now() % 60_000);
  if (leftMs < 15_000) await new Promise((r) => setTimeout(r, leftMs + 50));
  const before = (await rows()).length;
  for (let i = 0; i < 30; i++) expect((await t.call('POST', '/api/semester/add', student, semester)).statusCode).toBe(403);
  // concurrent refusals meet the same unique key: still one row
  const burst = await Promise.all(Array.from({ length: 20 }, () => t.call('POST', '/api/semester/add', student, semester)));
  expect(burst.every((r) => r.statusCode === 403)).toBe(true);
  expect((await t.call('DELETE', '/api/semester/1', student)).statusCode).toBe(403);
  for (let i = 0; i < 5; i++) expect((await t.call('POST', '/api/semester/add', admin, { ...semester, year: 'x' })).statusCode).toBe(400);
  const added = (await rows()).slice(before);
  const view = added.map((r) => [r.Username, r.Action, r.Outcome, r.Count]);
  expect(view).toEqual([
    ['student1', 'create', 'denied', 50],
    ['student1', 'delete', 'denied', 1],
    ['admin', 'create', 'refused', 5],
  ]);
  // an accepted call is never folded into a count
  expect((await t.call('POST', '/api/semester/add', admin, semester)).json().status).toBe(200);
  expect((await rows()).at(-1)).toMatchObject({ Action: 'create', Outcome: 'ok', Count: 1 });
});

test('bulk actions record their kind, count and ids', async () => {
  const imported = await t.call('POST', '/api/student/import', admin, { rows: [1, 2, 3, 4, 5].map(person) });
  expect(imported.json().status).toBe(200);
  const all = (await t.call('GET', '/api/student/getall', admin)).json() as { id: number; code: string }[];
  const ids = [1, 2, 3, 4, 5].map((n) => all.find((s) => s.code === person(n).code)!.id);
  expect((await t.call('POST', '/api/studentincourse/bulk-add', admin, { course: 1, students: ids.slice(3) })).json().status).toBe(200);
  expect((await t.call('POST', '/api/student/bulk-delete', admin, { ids: [...ids.slice(0, 3), 1] })).json().status).toBe(200);
  const recent = (await rows()).slice(-3);
  expect(recent.map((r) => [r.Action, r.TargetKind, r.Outcome])).toEqual([
    ['import', 'student', 'ok'],
    ['bulk.add', 'studentincourse', 'ok'],
    ['bulk.delete', 'student', 'ok'],
  ]);
  expect(recent[0]!.Detail).toContain('count 5');
  expect(recent[1]!.Detail).toContain(`done 2: ${ids.slice(3).join(' ')}`);
  expect(recent[2]!.Detail).toContain(`done 3: ${ids.slice(0, 3).join(' ')}; kept 1: 1`);
  expect(recent[2]!.Detail).toContain('fields: ids (4)');
  // an Excel import is an import of what its file name says
  const workbook = await t.upload('/api/import/lecturers.xlsx', admin, { file: 'AAAA' });
  expect(workbook.json().status).toBeGreaterThanOrEqual(400);
  expect((await rows()).at(-1)).toMatchObject({ Action: 'import', TargetKind: 'lecturers', Outcome: 'refused' });
  // its body is a file: recorded by its size, not byte by byte as fields
  expect((await rows()).at(-1)!.Detail).toContain('a file of 3 bytes');
});

test('free text is escaped and bounded; field names never come from the request', async () => {
  const typed = 'evil\r\n2026-01-01 admin login ok\u202e\u200b\ttab\\';
  expect((await t.call('POST', '/api/loginadmin', null, { username: typed, password: 'Wrong-Pass-12345' })).json().data.status).toBe(401);
  const forged = await t.call('PUT', '/api/student/edit', admin, { id: 2, name: 'X Y', '=HYPERLINK("http://x")\nok': 1 });
  expect(forged.statusCode).toBe(400);
  expect((await t.call('POST', '/api/loginadmin', null, { username: '\n'.repeat(200), password: 'Wrong-Pass-12345' })).json().data.status).toBe(401);
  const all = await rows();
  const login = all.find((r) => r.Action === 'login.failed' && r.Username?.startsWith('evil'))!;
  expect(login.Username).toBe('evil\\r\\n2026-01-01 admin login ok\\u202e\\u200b\\ttab\\\\');
  const refusal = all.findLast((r) => r.Action === 'update' && r.Outcome === 'refused')!;
  expect(refusal.Detail).not.toMatch(/HYPERLINK|[\r\n]/);
  expect(refusal.Detail).toContain('1 unknown');
  const long = all.findLast((r) => r.Action === 'login.failed')!;
  expect(long.Username!.length).toBeLessThanOrEqual(200);
  expect(long.Username).toMatch(/^(\\n){99}…$/);
  // eslint-disable-next-line no-control-regex -- no control character may be stored
  for (const row of all) for (const text of [row.Username, row.Detail, row.Address, row.Action]) expect(text ?? '').not.toMatch(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/);
  // the admin's view (GET /api/audit) carries the escaped text as stored
  const viewed = (await t.call('GET', '/api/audit?action=login.failed&pageSize=10', admin)).json().data.rows as AuditRow[];
  expect(viewed.map((r) => r.Username)).toContain(login.Username);
  expect(escapeAuditText('a\u0007b')).toBe('a\\u0007b');
});
