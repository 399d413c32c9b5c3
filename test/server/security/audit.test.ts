import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import type { AuditRow } from '../../../src/common/contract/audit';
import { injectFailure } from './fingerprint';
import { createTestApp, loginDemo, type TestApp } from '../testing/testApp';

/**
 * The audit log. Logins (success and failure), logouts, session ends, password changes and
 * resets, publications, deletes and every admin create/edit are recorded with who, when, what, from where and
 * the outcome; admins read it paged and filtered (GET /api/audit); nothing secret is ever written to it or to
 * the log; a failed audit insert never breaks the request. Runs on SQLite and (TEST_DATABASE_URL) PostgreSQL.
 */
jest.setTimeout(60_000);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin] = await loginDemo(t, 'admin');
});
afterAll(() => t.close());

const WRONG = 'Wr0ng-Audit-Guess-77';
const NEW_STUDENT_PASSWORD = 'Audit-Student-Pass-91';
const CHANGED = 'Changed-Audit-Pass-53';

/** Every record started so far is written (records start in onResponse, just after the answer). */
async function settle(app = t.app) {
  await new Promise((resolve) => setImmediate(resolve));
  await app.audit.flush();
}

/** A call whose record is written before the next call starts (so the Id order is the call order). */
async function call(method: string, url: string, token?: string | null, body?: unknown) {
  const res = await t.call(method, url, token, body);
  await settle();
  return res;
}

async function login(role: 'admin' | 'std' | 'teach', username: string, password: string) {
  const token = await t.login(role, username, password);
  await settle();
  return token;
}

async function rows(): Promise<AuditRow[]> {
  await settle();
  return (await t.app.db.selectFrom('audit_log').selectAll().orderBy('Id').execute()) as AuditRow[];
}

async function page(query: string, token = admin) {
  await settle();
  return t.call('GET', `/api/audit${query}`, token);
}

describe('what is recorded', () => {
  test('logins: success and failure, known and unknown users, with the address and never the password', async () => {
    expect((await call('POST', '/api/loginstudent', null, { username: 'student2', password: WRONG })).json().data.status).toBe(401);
    expect((await call('POST', '/api/loginstudent', null, { username: 'nobody-here', password: WRONG })).json().data.status).toBe(401);
    await login('std', 'student2', 'student123');
    const all = await rows();
    const failed = all.filter((r) => r.Action === 'login.failed');
    expect(failed.map((r) => [r.Username, r.AccountId === null, r.Role, r.Outcome])).toEqual([
      ['student2', false, 'std', 'denied'],
      ['nobody-here', true, null, 'denied'],
    ]);
    expect(failed[0]!.Detail).toMatch(/wrong password/);
    const ok = all.filter((r) => r.Action === 'login' && r.Username === 'student2');
    expect(ok).toHaveLength(1);
    expect(ok[0]).toMatchObject({ Role: 'std', Outcome: 'ok', Address: '127.0.0.1' });
    expect(ok[0]!.At).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  test('admin creates, edits and deletes; a refused admin call is recorded as refused', async () => {
    const added = (await call('POST', '/api/semester/add', admin, { year: 2035, session: 'Audit', startTime: '2035-01-01', endTime: '2035-03-01' })).json();
    expect(added.status).toBe(200);
    const id = added.data.id as number;
    expect((await call('DELETE', `/api/semester/${id}`, admin)).json().status).toBe(200);
    // a semester others depend on: 409, nothing deleted
    expect((await call('DELETE', '/api/semester/1', admin)).statusCode).toBe(409);
    const body = { username: 'auditstudent', password: NEW_STUDENT_PASSWORD, code: 'AUD0001', name: 'Audit Student', address: '1 Audit Road', birthday: '2004-01-01' };
    expect((await call('POST', '/api/student/add', admin, body)).json().status).toBe(200);
    expect((await call('PUT', '/api/student/edit', admin, { id: 2, name: 'Tran Quoc Bao', birthday: '2003-02-11', address: '11 Nguyen Van Cu, District 5, Ho Chi Minh City' })).json().status).toBe(200);

    const mine = (await rows()).filter((r) => r.Username === 'admin' && r.Action !== 'login');
    expect(mine.map((r) => [r.Action, r.TargetKind, r.TargetId, r.Outcome])).toEqual([
      ['create', 'semester', id, 'ok'],
      ['delete', 'semester', id, 'ok'],
      ['delete', 'semester', 1, 'refused'],
      ['create', 'student', null, 'ok'],
      ['update', 'student', 2, 'ok'],
    ]);
    expect(mine[2]!.Detail).toContain('409');
    // field names as the route declares them, never values
    expect(mine[3]!.Detail).toContain('fields: code, name, birthday, address, username');
    expect(mine[3]!.Detail).not.toContain('Audit Student');
  });

  test('publication, password change, reset, session end and logout; a student refused on an admin call; marking is not audited', async () => {
    const [lecturer1, student1] = [await login('teach', 'lecturer1', 'lecturer123'), await login('std', 'student1', 'student123')];
    // project 2 is not complete: the refusal (inner 401) is recorded as refused
    expect((await call('POST', '/api/project/2/public', admin)).json().status).toBe(401);
    expect((await call('POST', '/api/semester/add', student1, { year: 2036, session: 'X', startTime: '2036-01-01', endTime: '2036-03-01' })).statusCode).toBe(403);
    const saved = await call('PUT', '/api/marking/save', lecturer1, {
      lectureinboardId: 1,
      projectId: 2,
      rows: [
        { stdinprjId: 4, scores: { '1': 8, '2': 7.5, '3': 9 } },
        { stdinprjId: 5, scores: { '1': 6, '2': 6.5, '3': 7 } },
      ],
    });
    expect([saved.statusCode, saved.body]).toEqual([200, expect.any(String)]);
    expect(await t.app.db.selectFrom('score_history').select('Id').where('ChangedBy', '=', 2).execute()).not.toHaveLength(0);
    expect((await call('PUT', '/api/account/password', student1, { currentPassword: 'student123', newPassword: CHANGED })).json().status).toBe(200);
    const reset = (await call('POST', '/api/student/3/reset-password', admin, {})).json();
    expect(reset.data.temporaryPassword).toEqual(expect.any(String));
    expect((await call('POST', '/api/session/4/end', admin)).json().status).toBe(200);
    expect((await call('POST', '/api/logout', lecturer1)).json().status).toBe(200);

    const recent = (await rows()).filter((r) => ['publish', 'password.change', 'password.reset', 'session.end', 'logout'].includes(r.Action) || r.Outcome === 'denied');
    const view = recent.filter((r) => r.Action !== 'login.failed').map((r) => [r.Username, r.Action, r.TargetKind, r.TargetId, r.Outcome]);
    expect(view).toEqual([
      ['admin', 'publish', 'project', 2, 'refused'],
      ['student1', 'create', 'semester', null, 'denied'],
      ['student1', 'password.change', 'account', 5, 'ok'],
      ['admin', 'password.reset', 'student', 3, 'ok'],
      ['admin', 'session.end', 'account', 4, 'ok'],
      ['lecturer1', 'logout', 'account', 2, 'ok'],
    ]);
    expect(recent.find((r) => r.Action === 'publish')!.Detail).toContain('Ineligible for publicity');
    // a lecturer's marking is not an audited action (score_history records marks)
    expect((await rows()).filter((r) => r.Username === 'lecturer1').map((r) => r.Action)).toEqual(['login', 'logout']);
  });

  test('nothing secret is ever stored: no password typed, token, temporary password or hash', async () => {
    const token = await login('admin', 'admin', 'admin123');
    const reset = (await call('POST', '/api/teacher/2/reset-password', token, { temporaryPassword: 'Typed-Temporary-Pass-8' })).json();
    expect(reset.status).toBe(200);
    // a refused reset whose message would repeat the typed password is recorded without the message
    await call('POST', '/api/teacher/2/reset-password', token, { temporaryPassword: 'lecturer2' });
    const generated = (await call('POST', '/api/student/5/reset-password', token, {})).json().data.temporaryPassword as string;
    const stored = JSON.stringify(await rows());
    for (const secret of [WRONG, NEW_STUDENT_PASSWORD, CHANGED, 'student123', 'admin123', 'Typed-Temporary-Pass-8', generated, token, admin, '$argon2']) {
      expect(stored).not.toContain(secret);
    }
    expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\./); // no JWT at all
  });
});

describe('GET /api/audit', () => {
  test('admin only', async () => {
    const [student] = await loginDemo(t, 'student2');
    expect((await page('', student)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/audit')).statusCode).toBe(401);
  });

  test('newest first, paged, with the total of the filter', async () => {
    const all = await rows();
    const first = (await page('?pageSize=3')).json();
    expect(first.status).toBe(200);
    expect(first.data.total).toBe(all.length);
    expect(first.data.rows.map((r: AuditRow) => r.Id)).toEqual(all.slice(-3).reverse().map((r) => r.Id));
    const second = (await page('?pageSize=3&page=1')).json();
    expect(second.data.rows.map((r: AuditRow) => r.Id)).toEqual(all.slice(-6, -3).reverse().map((r) => r.Id));
  });

  test('filters: action, outcome, actor, text (any case, % and _ literal), dates', async () => {
    const failed = (await page('?action=login.failed')).json().data;
    expect(failed.total).toBeGreaterThanOrEqual(2);
    expect(failed.rows.every((r: AuditRow) => r.Action === 'login.failed')).toBe(true);
    const byActor = (await page('?actor=STUDENT1')).json().data;
    expect(byActor.total).toBeGreaterThan(0);
    expect(byActor.rows.every((r: AuditRow) => r.Username!.toLowerCase().includes('student1'))).toBe(true);
    const denied = (await page('?outcome=denied&action=create')).json().data;
    expect(denied.rows.map((r: AuditRow) => r.Username)).toEqual(['student1']);
    expect((await page('?text=NOBODY-HERE')).json().data.rows.map((r: AuditRow) => r.Username)).toEqual(['nobody-here']);
    expect((await page('?text=%25')).json().data.total).toBe(0);
    expect((await page('?text=_')).json().data.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const all = (await page(`?from=${today}&to=${today}`)).json().data.total;
    expect(all).toBe((await rows()).length);
    expect((await page('?to=2000-01-01')).json().data.total).toBe(0);
    expect((await page(`?from=${new Date(Date.now() + 60_000).toISOString()}`)).json().data.total).toBe(0);
  });

  test('bad filters are refused with a clear message', async () => {
    for (const q of ['?from=yesterday', '?to=2026-13-45', '?pageSize=0', '?pageSize=5000', '?page=-1', '?from=2026-02-01&to=2026-01-01']) {
      const res = await page(q);
      expect([q, res.statusCode]).toEqual([q, 400]);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

test('a failed audit insert never breaks the request', async () => {
  const remove = await injectFailure(t.app.db, t.app.dbHandle.engine, 'audit_log', 'INSERT');
  try {
    const before = (await rows()).length;
    const res = await t.call('POST', '/api/semester/add', admin, { year: 2037, session: 'Unaudited', startTime: '2037-01-01', endTime: '2037-03-01' });
    expect(res.json().status).toBe(200);
    await t.app.audit.flush();
    expect(await t.app.db.selectFrom('semester').select('Id').where('Session', '=', 'Unaudited').execute()).toHaveLength(1);
    expect((await t.login('admin', 'admin', 'admin123')).length).toBeGreaterThan(20);
    expect((await rows()).length).toBe(before);
  } finally {
    await remove();
  }
  // the same refusal as in an earlier test, within its minute: counted on one row
  const counted = async () => (await rows()).filter((r) => r.Action === 'delete' && r.TargetId === 1 && r.Outcome === 'refused').reduce((n, r) => n + r.Count, 0);
  const before = await counted();
  expect((await t.call('DELETE', '/api/semester/1', admin)).statusCode).toBe(409);
  expect(await counted()).toBe(before + 1);
});

describe('the log output', () => {
  let app: FastifyInstance;
  let dir: string;
  let captured = '';
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      captured += chunk.toString();
      done();
    },
  });
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'capstone-audit-log-'));
    const config = {
      ...loadConfig({ JWT_SECRET: 'audit-log-secret-audit-log-secret-0123456', SEED: 'demo', CLIENT_DIR: '' }),
      databaseUrl: `sqlite:${path.join(dir, 'audit.sqlite')}`,
      clientDir: null,
    };
    app = await buildApp(config, { logger: { level: 'trace', stream: sink } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('holds no password, token or temporary password, even when an audit insert fails', async () => {
    const json = { 'content-type': 'application/json' };
    await app.inject({ method: 'POST', url: '/api/loginadmin', headers: json, payload: { username: 'admin', password: WRONG } });
    const token = (await app.inject({ method: 'POST', url: '/api/loginadmin', headers: json, payload: { username: 'admin', password: 'admin123' } })).json().token as string;
    const auth = { ...json, authorization: `Bearer ${token}` };
    const temp = (await app.inject({ method: 'POST', url: '/api/student/4/reset-password', headers: auth, payload: {} })).json().data.temporaryPassword as string;
    const remove = await injectFailure(app.db, app.dbHandle.engine, 'audit_log', 'INSERT');
    await app.inject({ method: 'PUT', url: '/api/account/password', headers: auth, payload: { currentPassword: 'admin123', newPassword: CHANGED } });
    await app.audit.flush();
    await remove();
    expect(captured).toContain('audit record not written');
    for (const secret of [WRONG, 'admin123', CHANGED, temp, token]) expect(captured).not.toContain(secret);
  });
});

describe('a flood of refused logins', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ loginRateLimit: 2 });
  });
  afterAll(() => small.close());

  test('is recorded once a minute per address, the failures before it each', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await small.call('POST', '/api/loginadmin', null, { username: 'admin', password: `${WRONG}${i}` })).statusCode);
      await settle(small.app);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const recorded = await small.app.db.selectFrom('audit_log').select(['Action', 'Outcome', 'Detail']).orderBy('Id').execute();
    expect(recorded.map((r) => [r.Action, r.Outcome])).toEqual([
      ['login.failed', 'denied'],
      ['login.failed', 'denied'],
      ['login.failed', 'refused'],
    ]);
    expect(recorded[2]!.Detail).toContain('429');
  });
});
