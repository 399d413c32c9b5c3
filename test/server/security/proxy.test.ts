import { spawnSync } from 'node:child_process';
import { loadConfig } from '../../../src/server/config';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * Client addresses behind a proxy: `TRUST_PROXY` names the proxies (addresses or CIDR ranges) and nothing else, so
 * a client's own X-Forwarded-For is never believed; the throttle and the audit log see the real client. A campus
 * NAT address past its failed-login limit still lets the right password in.
 */
jest.setTimeout(60_000);

const SECRET = { JWT_SECRET: 'proxy-test-secret-proxy-test-secret-0123', CLIENT_DIR: '' };

describe('TRUST_PROXY', () => {
  test.each(['true', '1', 'yes', '*', '10.0.0.0/33', '300.1.1.1', '127.0.0.1,evil', '127.0.0.1/8/1'])('"%s" is refused with one line', (value) => {
    expect(() => loadConfig({ ...SECRET, TRUST_PROXY: value })).toThrow(`Invalid configuration: TRUST_PROXY must list the proxy addresses or CIDR ranges, e.g. 127.0.0.1 (got "${value}"`);
  });

  test('a list of addresses and ranges is accepted; unset, false and 0 trust nobody', () => {
    expect(loadConfig({ ...SECRET, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
    for (const off of [undefined, 'false', '0']) expect(loadConfig({ ...SECRET, ...(off ? { TRUST_PROXY: off } : {}) }).trustProxy).toBe(false);
  });

  test('the server process refuses TRUST_PROXY=true at start: one line, exit 1', () => {
    const run = spawnSync(process.execPath, ['-r', 'esbuild-register', 'src/server/main.ts'], {
      env: { ...process.env, ...SECRET, TRUST_PROXY: 'true', DATABASE_URL: 'sqlite::memory:' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'Capstone Evaluation could not start: Invalid configuration: TRUST_PROXY must list the proxy addresses or CIDR ranges, e.g. 127.0.0.1 (got "true"; "true" would believe any client\'s X-Forwarded-For)',
    ]);
  });
});

describe('behind a trusted proxy at 127.0.0.1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: ['127.0.0.1'], loginRateLimit: 3, loginUserLimit: 5, loginAddressLimit: 4 });
  });
  afterAll(async () => t?.close());

  const login = (remoteAddress: string, xff: string | undefined, username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/loginstudent',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...(xff ? { 'x-forwarded-for': xff } : {}) },
      payload: { username, password },
    });
  /** the newest audit row of `username` (written just after the answer: waited for) */
  const lastLoginRow = async (username: string) => {
    for (let i = 0; i < 100; i++) {
      const row = await t.app.db.selectFrom('audit_log').select(['Address', 'Username']).where('Username', '=', username).orderBy('Id', 'desc').executeTakeFirst();
      if (row) return row;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no audit row for ${username}`);
  };

  test('the client is the address the proxy appended; what the client itself sent in X-Forwarded-For is ignored', async () => {
    // nginx appends the real client (198.51.100.7) to whatever the client sent (a forged 203.0.113.9)
    expect((await login('127.0.0.1', '203.0.113.9, 198.51.100.7', 'student1', 'wrong')).json().data.status).toBe(401);
    expect(await lastLoginRow('student1')).toEqual({ Address: '198.51.100.7', Username: 'student1' });
    // a client talking to the app directly (not through the proxy) cannot choose its address
    expect((await login('192.0.2.50', '203.0.113.9', 'student2', 'wrong')).json().data.status).toBe(401);
    expect(await lastLoginRow('student2')).toEqual({ Address: '192.0.2.50', Username: 'student2' });
  });

  test('forged addresses do not widen the limits: 6 tries with 6 forged addresses from one client meet its own limits', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login('127.0.0.1', `203.0.113.${i}, 198.51.100.8`, 'student3', 'wrong')).statusCode);
    // per (address, username) limit 3: the 4th try and after are refused, whatever the forged part said
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    await lastLoginRow('student3');
    const rows = await t.app.db.selectFrom('audit_log').select('Address').where('Username', '=', 'student3').execute();
    expect(new Set(rows.map((r) => r.Address))).toEqual(new Set(['198.51.100.8']));
  });

  test('a shared (NAT) address past its limit never locks out the right password; a wrong one is refused with 429', async () => {
    const nat = '198.51.100.20';
    // a guesser behind the NAT fills the address's window (limit 4) over four usernames
    for (let i = 0; i < 4; i++) expect((await login('127.0.0.1', nat, `guess-${i}`, 'wrong')).json().data.status).toBe(401);
    // past it: a wrong password answers 429 with Retry-After…
    const wrong = await login('127.0.0.1', nat, 'student4', 'wrong');
    expect(wrong.statusCode).toBe(429);
    expect(Number(wrong.headers['retry-after'])).toBeGreaterThan(60);
    // …and every other student behind the same address who types the right password gets in
    for (const student of ['student5', 'student6', 'student7']) {
      const ok = await login('127.0.0.1', nat, student, 'student123');
      expect([student, ok.statusCode, typeof ok.json().token]).toEqual([student, 200, 'string']);
    }
    // the per-username limit still holds for a name the guesser goes after (5 failures from anywhere)
    for (let i = 0; i < 5; i++) await login('127.0.0.1', `198.51.100.${30 + i}`, 'student8', 'wrong');
    expect((await login('127.0.0.1', nat, 'student8', 'student123')).statusCode).toBe(429);
  });
});
