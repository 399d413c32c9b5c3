import { createTestApp, type TestApp } from '../testing/testApp';
import { startSmtp, type TestSmtp } from '../testing/smtp';
import { mailSettings, QUIET } from '../testing/mail';

/** Forgot password: the same answer for any username, a single-use 30-minute link by mail, sessions ended, throttled. */

let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ mail: mailSettings(smtp.url, '/tmp/unused-mail-dir') });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

const tokenOf = (text: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

test('the same answer whether or not the username exists; only an existing account gets a mail', async () => {
  const known = await t.call('POST', '/api/password/forgot', null, { role: 'std', username: 'student2' });
  const unknown = await t.call('POST', '/api/password/forgot', null, { role: 'std', username: 'nobody-here' });
  const otherRole = await t.call('POST', '/api/password/forgot', null, { role: 'teach', username: 'student2' });
  expect(known.statusCode).toBe(200);
  expect(unknown.body).toBe(known.body);
  expect(otherRole.body).toBe(known.body);
  await t.app.mailer.drain(QUIET);
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]!.text).toContain('https://eval.uni.test/reset-password?token=');
  // only the token's hash is kept, and the outbox keeps no usable token once sent
  const token = tokenOf(smtp.received[0]!.text!);
  const stored = await t.app.db.selectFrom('password_reset').select('TokenHash').execute();
  expect(stored.map((r) => r.TokenHash)).not.toContain(token);
  const outbox = await t.app.db.selectFrom('mail_outbox').select('Body').execute();
  expect(outbox.some((r) => r.Body.includes(token))).toBe(false);
});

test('the link sets a password that follows the rules, once, and ends every session of the account', async () => {
  smtp.received.length = 0;
  const session = await t.login('std', 'student3', 'student123');
  await t.call('POST', '/api/password/forgot', null, { role: 'std', username: 'Student3' });
  await t.app.mailer.drain(QUIET);
  const token = tokenOf(smtp.received[0]!.text!);
  const weak = await t.call('POST', '/api/password/reset', null, { token, newPassword: 'short' });
  expect(weak.json().status).toBe(400);
  const done = await t.call('POST', '/api/password/reset', null, { token, newPassword: 'Student-Three-Fresh-91' });
  expect(done.json().status).toBe(200);
  expect((await t.call('GET', '/api/account/mail', session)).statusCode).toBe(401);
  await t.login('std', 'student3', 'Student-Three-Fresh-91');
  const twice = await t.call('POST', '/api/password/reset', null, { token, newPassword: 'Student-Three-Other-92' });
  expect(twice.json()).toMatchObject({ status: 400, code: 'resetLinkInvalid' });
});

test('a link older than 30 minutes is refused', async () => {
  smtp.received.length = 0;
  await t.call('POST', '/api/password/forgot', null, { role: 'std', username: 'student4' });
  await t.app.mailer.drain(QUIET);
  const token = tokenOf(smtp.received[0]!.text!);
  await t.app.db.updateTable('password_reset').set({ ExpiresAt: Date.now() - 1 }).execute();
  const late = await t.call('POST', '/api/password/reset', null, { token, newPassword: 'Student-Four-Fresh-93' });
  expect(late.json()).toMatchObject({ status: 400, code: 'resetLinkInvalid' });
});

test('asking is throttled per account like the logins (429 with Retry-After)', async () => {
  for (let i = 0; i < 5; i++) expect((await t.call('POST', '/api/password/forgot', null, { role: 'teach', username: 'lecturer3' })).statusCode).toBe(200);
  const sixth = await t.call('POST', '/api/password/forgot', null, { role: 'teach', username: 'lecturer3' });
  expect(sixth.statusCode).toBe(429);
  expect(sixth.headers['retry-after']).toBeDefined();
});

test("the admin's reset can mail the link instead of showing a password; the outbox is admin-only", async () => {
  await t.app.mailer.drain(QUIET);
  smtp.received.length = 0;
  const admin = await t.login('admin', 'admin', 'admin123');
  const res = await t.call('POST', '/api/teacher/2/reset-password', admin, { sendLink: true });
  expect(res.json().status).toBe(200);
  expect(res.json().data?.temporaryPassword).toBeUndefined();
  await t.app.mailer.drain(QUIET);
  expect(smtp.received.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)!.text)).toEqual(['"Tran Thi Binh" <lecturer2@university.edu.vn>']);
  const outbox = await t.call('GET', '/api/mail/outbox', admin);
  expect(outbox.json().data.Rows[0]).toMatchObject({ Kind: 'password', Status: 'sent', To: 'lecturer2@university.edu.vn' });
  const lecturer = await t.login('teach', 'lecturer1', 'lecturer123');
  expect((await t.call('GET', '/api/mail/outbox', lecturer)).statusCode).toBe(403);
  const test = await t.call('POST', '/api/mail/test', admin, { to: 'bad\r\nBcc: x@y.z' });
  expect(test.json().status).toBe(400);
});
