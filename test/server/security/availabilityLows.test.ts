import { Writable } from 'node:stream';
import { buildApp } from '../../../src/server/app';
import { maskedUrl } from '../../../src/server/http/requestLog';
import { RateWindows } from '../../../src/server/http/rateLimits';
import { createTestApp, loginDemo, type TestApp } from '../testing/testApp';

/**
 * The Lows of the availability review, each reproduced: a calendar feed outliving the account's sessions, feed tokens in
 * the request log, the feed URL taken from the request's Host, no rate limit on feed regeneration, exports and
 * analytics, temporary passwords that break the password rules, exponent numbers read in query strings.
 */
jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://eval.university.edu.vn' });
});
afterAll(async () => t?.close());

/** A new feed for student1: its path (under /api) and token. */
async function newFeed(token: string): Promise<string> {
  const created = (await t.call('POST', '/api/schedule/feed', token)).json().data as { Url: string };
  return new URL(created.Url).pathname;
}
const feedAnswers = async (path: string) => (await t.call('GET', path)).statusCode;

test('a calendar feed ends with the account\'s sessions: ended by an admin, a password change, an admin reset', async () => {
  const [admin] = await loginDemo(t, 'admin');
  const studentAccount = async () => (await t.app.db.selectFrom('account').select('Id').where('Username', '=', 'student1').executeTakeFirstOrThrow()).Id;

  let student = await t.login('std', 'student1', 'student123');
  let feed = await newFeed(student);
  expect(await feedAnswers(feed)).toBe(200);
  expect((await t.call('POST', `/api/session/${await studentAccount()}/end`, admin)).statusCode).toBe(200);
  expect(await feedAnswers(feed)).toBe(404);

  student = await t.login('std', 'student1', 'student123');
  feed = await newFeed(student);
  const changed = await t.call('PUT', '/api/account/password', student, { currentPassword: 'student123', newPassword: 'a fresh passphrase 42' });
  expect(changed.json()).toMatchObject({ status: 200 });
  expect(await feedAnswers(feed)).toBe(404);

  student = await t.login('std', 'student1', 'a fresh passphrase 42');
  feed = await newFeed(student);
  const studentId = (await t.app.db.selectFrom('student').select('Id').where('AccountId', '=', await studentAccount()).executeTakeFirstOrThrow()).Id;
  expect((await t.call('POST', `/api/student/${studentId}/reset-password`, admin, {})).json()).toMatchObject({ status: 200 });
  expect(await feedAnswers(feed)).toBe(404);
});

test('the feed address is built from PUBLIC_URL, whatever Host or X-Forwarded-Host the request names', async () => {
  const [lecturer] = await loginDemo(t, 'lecturer1');
  const res = await t.app.inject({ method: 'POST', url: '/api/schedule/feed', headers: { authorization: `Bearer ${lecturer}`, 'content-type': 'application/json', host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
  const url = (res.json() as { data: { Url: string } }).data.Url;
  expect(url).toMatch(/^https:\/\/eval\.university\.edu\.vn\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
});

test('the request log masks a feed token (and any secret-looking part of a URL)', async () => {
  expect(maskedUrl('/api/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde.ics')).toBe('/api/calendar/***.ics');
  expect(maskedUrl('/api/set-password?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789')).toBe('/api/set-password?token=***');
  expect(maskedUrl('/api/student/paged?page=2&q=Nguyen')).toBe('/api/student/paged?page=2&q=Nguyen');
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) });
  const app = await buildApp(t.config, { logger: { level: 'info', stream } });
  try {
    await app.ready();
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    expect((await app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` })).statusCode).toBe(404);
    expect(lines.join('')).toContain('/api/calendar/***.ics');
    expect(lines.join('')).not.toContain(token);
  } finally {
    await app.close();
  }
});

test('making new feed addresses is rate limited per account: the 6th in 10 minutes answers 429 with Retry-After', async () => {
  const [lecturer] = await loginDemo(t, 'lecturer2');
  const statuses: number[] = [];
  let last;
  for (let i = 0; i < 6; i++) statuses.push((last = await t.call('POST', '/api/schedule/feed', lecturer)).statusCode);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  expect(last!.json()).toMatchObject({ status: 429, code: 'rateLimited' });
  expect(Number(last!.headers['retry-after'])).toBeGreaterThan(500);
  // another account is not affected
  const [other] = await loginDemo(t, 'lecturer3');
  expect((await t.call('POST', '/api/schedule/feed', other)).statusCode).toBe(200);
});

test('exports and analytics are rate limited per account (the window\'s arithmetic without waiting a minute)', async () => {
  const windows = new RateWindows();
  const limit = { kind: 'exports', max: 3, windowMs: 60_000 };
  for (let i = 0; i < 3; i++) windows.take('a', limit, 1000 + i);
  expect(() => windows.take('a', limit, 2000)).toThrow(expect.objectContaining({ code: 'rateLimited', retryAfterSeconds: 59 }));
  expect(() => windows.take('b', limit, 2000)).not.toThrow();
  expect(() => windows.take('a', limit, 61_000)).not.toThrow();
  // and on the routes: a lecturer's 61st analytics read of their board within a minute is refused
  const [lecturer] = await loginDemo(t, 'lecturer2');
  const statuses: number[] = [];
  for (let i = 0; i < 61; i++) statuses.push((await t.call('GET', '/api/analytics/board/1', lecturer)).statusCode);
  expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
  expect(statuses[60]).toBe(429);
});

test('an admin-typed temporary password follows the password rules; without one a strong one is generated', async () => {
  const [admin] = await loginDemo(t, 'admin');
  for (const weak of ['abcde', 'aaaaaaaaaaaa', 'abababababab']) {
    const res = await t.call('POST', '/api/teacher/3/reset-password', admin, { temporaryPassword: weak });
    expect(res.statusCode).toBe(400);
  }
  const generated = await t.call('POST', '/api/teacher/3/reset-password', admin, {});
  expect((generated.json() as { data: { temporaryPassword: string } }).data.temporaryPassword.length).toBeGreaterThanOrEqual(12);
});

test('numbers in query strings are plain decimals: filterValue=1e1 and page=1e0 are refused, not read as 10 and 1', async () => {
  const [admin] = await loginDemo(t, 'admin');
  const filtered = await t.call('GET', '/api/student/paged?page=1&pageSize=10&filterField=Id&filterOp=%3D&filterValue=1e1', admin);
  expect(filtered.statusCode).toBe(400);
  expect(filtered.json()).toMatchObject({ code: 'filterValueNumber' });
  expect((await t.call('GET', '/api/student/paged?page=1e0&pageSize=10', admin)).statusCode).toBe(400);
  expect((await t.call('GET', '/api/student/paged?page=1&pageSize=10&filterField=Id&filterOp=%3D&filterValue=10', admin)).statusCode).toBe(200);
});

test('direction overrides (U+202A–U+202E, U+2066–U+2069) in free text are refused with 400 naming the field: a comment, a description', async () => {
  const [lecturer1, admin] = await loginDemo(t, 'lecturer1', 'admin');
  const rows = [
    { stdinprjId: 4, scores: { 1: 8, 2: 7.5, 3: 9 } },
    { stdinprjId: 5, scores: { 1: 6, 2: 6.5, 3: 7 } },
  ];
  const before = await t.app.db.selectFrom('mark_comment').select('Text').execute();
  for (const spoof of ['Điểm \u202E01\u202C tốt', 'x \u2067y\u2069']) {
    const res = await t.call('PUT', '/api/marking/save', lecturer1, { lectureinboardId: 1, projectId: 2, rows, comments: [{ stdinprjId: 4, columnId: 0, text: spoof, version: 0 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'directionCharacters', params: { field: 'body.comments.0.text' } });
  }
  expect(await t.app.db.selectFrom('mark_comment').select('Text').execute()).toEqual(before);
  // the implicit right-to-left mark and right-to-left letters are text like any other
  expect((await t.call('PUT', '/api/marking/save', lecturer1, { lectureinboardId: 1, projectId: 2, rows, comments: [{ stdinprjId: 4, columnId: 0, text: 'مرحبا \u200Fok', version: 0 }] })).statusCode).toBe(200);
  const subject = await t.call('POST', '/api/subject/add', admin, { name: 'Đồ án RLO', description: 'Mô tả \u202Egnp.exe' });
  expect(subject.statusCode).toBe(400);
  expect(subject.json()).toMatchObject({ code: 'directionCharacters', params: { field: 'body.description' } });
});

test('a published board: its analytics use the pass mark stored at publication, and its roles are frozen', async () => {
  const [lecturer1, admin] = await loginDemo(t, 'lecturer1', 'admin');
  // lecturer1's marks of project 2 (already there when the test above saved its grid: 409 then)
  for (const stdinprjId of [4, 5]) {
    expect([200, 409]).toContain((await t.call('POST', '/api/score/insert', lecturer1, { score: { '1': 6, '2': 5, '3': 5 }, stdinprjId, lectureinboardId: 1 })).statusCode);
  }
  const roster = (await t.call('PUT', '/api/board/1/role', admin, { lectureInBoardId: 2, role: 'secretary' })).json();
  expect(roster).toMatchObject({ status: 200 });
  expect((await t.call('POST', '/api/project/2/public', admin)).json().status).toBe(200);
  const before = (await t.call('GET', '/api/analytics/board/1', admin)).json().data;
  expect(before.PassMark).toBe(5);
  // PASS_MARK raised after the publication: the published board keeps its own
  const saved = t.app.config.passMark;
  t.app.config.passMark = 9;
  try {
    const after = (await t.call('GET', '/api/analytics/board/1', admin)).json().data;
    expect(after.PassMark).toBe(5);
    expect(after.Passed).toBe(before.Passed);
  } finally {
    t.app.config.passMark = saved;
  }
  const frozen = (await t.call('PUT', '/api/board/1/role', admin, { lectureInBoardId: 1, role: 'secretary' })).json();
  expect(frozen).toMatchObject({ status: 401, code: 'boardRolesFrozen' });
});

test('a slot time is a 24-hour HH:MM, checked whole: `09:30 PM` is refused with a clear message, `13:45:00` stored as 13:45', async () => {
  const [admin] = await loginDemo(t, 'admin');
  const slot = (intendTime: string) => t.call('PUT', '/api/schedule/board/2/slot', admin, { projectId: 3, intendTime, protectTime: 20, force: true });
  for (const bad of ['09:30 PM', '09:30abc', '9:30', '24:00']) {
    const res = await slot(bad);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'intendTimeFormat', message: 'body.intendTime must be a time HH:MM' });
  }
  const ok = await slot('13:45:00');
  expect(ok.json()).toMatchObject({ status: 200 });
  const stored = await t.app.db.selectFrom('project_in_board').select('IntendTime').where('ProjectId', '=', 3).executeTakeFirstOrThrow();
  expect(stored.IntendTime).toBe('13:45');
});
