import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, loginDemo, type TestApp } from '../testing/testApp';

/**
 * A call whose client hangs up while the server is still working on it is recorded with the client's address and
 * account, as a call answered is. The address must be taken when the call arrives, not when its record is written:
 * by then the socket is gone, and a socket whose peer nobody asked for before it closed has no address left (Node
 * asks the kernel on first use and keeps the answer). Real sockets on a listening server (an injected call has no
 * socket to lose); behind a trusted proxy the address is the forwarded one.
 */
jest.setTimeout(120_000);

let t: TestApp;
let admin: string;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: ['127.0.0.1'] });
  [admin] = await loginDemo(t, 'admin');
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const person = (prefix: string, n: number) => ({
  code: `${prefix}${String(n).padStart(5, '0')}`,
  name: `Aborted Call ${n}`,
  birthday: '2004-05-06',
  address: `${n} Hang-up Street`,
  username: `${prefix.toLowerCase()}user${n}`,
  password: 'Given-Pass-1234',
});

/** Sends an import of 30 students (30 passwords to hash) and destroys the socket once it is sent, before the answer. */
function importThenHangUp(prefix: string, headers: Record<string, string>): Promise<void> {
  const body = JSON.stringify({ rows: Array.from({ length: 30 }, (_, i) => person(prefix, i + 1)) });
  return new Promise<void>((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/student/import',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), authorization: `Bearer ${admin}`, ...headers },
    });
    req.on('error', () => resolve());
    req.on('response', () => reject(new Error('answered before the hang-up: the call was not aborted')));
    req.end(body, () => setTimeout(() => {
      req.destroy();
      resolve();
    }, 100));
  });
}

async function recordOf(prefix: string) {
  const imported = async () => (await t.app.db.selectFrom('student').select('Id').where('Code', 'like', `${prefix}%`).execute()).length;
  for (let i = 0; i < 600 && (await imported()) < 30; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await imported()).toBe(30);
  await t.app.audit.flush();
  const rows = await t.app.db.selectFrom('audit_log').selectAll().where('Action', '=', 'import').orderBy('Id').execute();
  return rows.find((r) => String(r.Detail ?? '').includes('count 30') && !seen.has(r.Id) && seen.add(r.Id));
}
const seen = new Set<number>();

test('an aborted call is recorded with the forwarded client address and the account', async () => {
  await importThenHangUp('HA', { 'x-forwarded-for': '203.0.113.7' });
  expect(await recordOf('HA')).toMatchObject({ Username: 'admin', Role: 'admin', Action: 'import', Outcome: 'ok', Address: '203.0.113.7' });
});

test('an aborted call without a proxy header is recorded with the socket address', async () => {
  await importThenHangUp('HB', {});
  expect(await recordOf('HB')).toMatchObject({ Username: 'admin', Role: 'admin', Action: 'import', Outcome: 'ok', Address: '127.0.0.1' });
});
