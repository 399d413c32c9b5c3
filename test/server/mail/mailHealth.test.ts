import { createTestApp, type TestApp } from '../testing/testApp';
import { mailSettings } from '../testing/mail';

/** A mail server that does not answer makes the service degraded, not down: health still answers 200. */
let t: TestApp;

beforeAll(async () => {
  // port 1 on this machine: nothing listens, the connection is refused at once
  t = await createTestApp({ mail: mailSettings('smtp://127.0.0.1:1', '/tmp/unused-mail-dir') });
});

afterAll(async () => {
  await t.close();
});

test('health reports the unreachable mail server as degraded (200), with the reason for admins only', async () => {
  const anonymous = await t.call('GET', '/api/health');
  expect(anonymous.statusCode).toBe(200);
  expect(anonymous.json().data).toEqual({ status: 'degraded' });
  const admin = await t.call('GET', '/api/health', await t.login('admin', 'admin', 'admin123'));
  expect(admin.json().data).toMatchObject({ status: 'degraded', reads: true, writes: true, mail: 'unreachable' });
  expect(admin.json().data.mailReply).toMatch(/ECONNREFUSED|connect/i);
});
