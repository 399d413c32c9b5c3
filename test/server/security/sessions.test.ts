import { SignJWT } from 'jose';
import { buildApp } from '../../../src/server/app';
import { stopTheClock } from '../testing/clock';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../testing/testApp';
import { ACCESS_MATRIX, fillPath, routeKey } from './accessMatrix';

/**
 * ASVS V3): the server sets the session cookie (HttpOnly, SameSite=Strict, Secure over
 * HTTPS); sessions live in the database and can be ended (logout, an admin, the account's deletion), idle
 * sessions end, tokens without `exp` or not matching their account are refused, and a revocation reaches every
 * process sharing the database within the cache bound.
 */
jest.setTimeout(90_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; uid: number; role: string; jti: string; exp: number };
const get = (token: string, url = '/api/semester/getall') => t.call('GET', url, token);
const loginRes = (path: string, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', ...headers }, payload: body });

describe('the session cookie (item 1)', () => {
  test('login sets token=…; HttpOnly; SameSite=Strict; Path=/ (no Secure over plain HTTP) and still returns the token', async () => {
    const res = await loginRes('/api/loginadmin', { username: 'admin', password: 'admin123' });
    const cookie = String(res.headers['set-cookie']);
    const token = res.json().token as string;
    expect(cookie).toContain(`token=${token}`);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    // the cookie alone authenticates, and so does the bearer header
    expect((await t.app.inject({ method: 'GET', url: '/api/course/getall', cookies: { token } })).statusCode).toBe(200);
    expect((await get(token, '/api/course/getall')).statusCode).toBe(200);
  });

  test('X-Forwarded-Proto: https is ignored without TRUST_PROXY', async () => {
    const res = await loginRes('/api/loginadmin', { username: 'admin', password: 'admin123' }, { 'x-forwarded-proto': 'https' });
    expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  test('behind a trusted proxy, a request that came over HTTPS gets a Secure cookie', async () => {
    const proxied = await buildApp({ ...t.config, trustProxy: ['127.0.0.1'] }, { logger: false });
    try {
      const res = await proxied.inject({
        method: 'POST',
        url: '/api/loginadmin',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evaluation.example' },
        payload: { username: 'admin', password: 'admin123' },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
      const plain = await proxied.inject({
        method: 'POST',
        url: '/api/loginadmin',
        headers: { 'content-type': 'application/json' },
        payload: { username: 'admin', password: 'admin123' },
      });
      expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });
});

describe('sessions the server can end (item 2)', () => {
  test('logout ends the session: the old token gets 401 on every route, its cookie is removed', async () => {
    const token = await t.login(...DEMO_LOGINS.admin);
    expect((await get(token)).statusCode).toBe(200);
    const out = await t.call('POST', '/api/logout', token);
    expect(out.json()).toEqual({ status: 200, message: 'Logged out' });
    expect(String(out.headers['set-cookie'])).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);
    for (const r of t.app.routeRegistry.filter((x) => x.access !== 'public')) {
      const entry = ACCESS_MATRIX[routeKey(r.method, r.url)];
      const res = await t.call(r.method, fillPath(r.url, entry), token, r.method === 'GET' ? undefined : (entry?.body ?? {}));
      expect([routeKey(r.method, r.url), res.statusCode]).toEqual([routeKey(r.method, r.url), 401]);
    }
    // the same token in the cookie: refused too, and the browser is told to drop it
    const viaCookie = await t.app.inject({ method: 'GET', url: '/api/course/getall', cookies: { token } });
    expect(viaCookie.statusCode).toBe(401);
    expect(String(viaCookie.headers['set-cookie'])).toMatch(/^token=;/);
  });

  test('logging out one session leaves the account’s other sessions alive', async () => {
    const a = await t.login(...DEMO_LOGINS.lecturer2);
    const b = await t.login(...DEMO_LOGINS.lecturer2);
    await t.call('POST', '/api/logout', a);
    expect((await get(a)).statusCode).toBe(401);
    expect((await get(b)).statusCode).toBe(200);
  });

  test('an admin ends every session of an account; others may not; an unknown account is 404', async () => {
    const admin = await t.login(...DEMO_LOGINS.admin);
    const s1 = await t.login(...DEMO_LOGINS.student2);
    const s2 = await t.login(...DEMO_LOGINS.student2);
    const account = Number(claimsOf(s1).sub);
    expect((await t.call('POST', `/api/session/${account}/end`, s1)).statusCode).toBe(403);
    expect((await get(s1)).statusCode).toBe(200);
    const res = await t.call('POST', `/api/session/${account}/end`, admin);
    expect(res.json()).toEqual({ status: 200, message: '2 session(s) ended', data: { ended: 2 } });
    expect((await get(s1)).statusCode).toBe(401);
    expect((await get(s2)).statusCode).toBe(401);
    expect((await get(admin)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/session/999999/end', admin)).statusCode).toBe(404);
    // the student logs in again
    expect((await get(await t.login(...DEMO_LOGINS.student2))).statusCode).toBe(200);
  });

  test('deleting an account ends its sessions (endSessionsOf in the delete path)', async () => {
    const admin = await t.login(...DEMO_LOGINS.admin);
    await t.call('POST', '/api/teacher/add', admin, {
      username: 'sessionlecturer',
      password: 'session-pass-1',
      name: 'Session Lecturer',
      phone: '0900000000',
      address: '1 Session Street',
      birthday: '1980-01-01',
    });
    const token = await t.login('teach', 'sessionlecturer', 'session-pass-1');
    const { uid, sub } = claimsOf(token);
    expect(await t.app.db.selectFrom('session').select('Id').where('AccountId', '=', Number(sub)).execute()).toHaveLength(1);
    expect((await t.call('DELETE', `/api/teacher/${uid}`, admin)).json()).toEqual(expect.objectContaining({ status: 200 }));
    expect(await t.app.db.selectFrom('session').select('Id').where('AccountId', '=', Number(sub)).execute()).toHaveLength(0);
    expect((await get(token)).statusCode).toBe(401);
  });
});

describe('tokens that do not match a live session and account are refused', () => {
  const key = () => new TextEncoder().encode(t.config.jwtSecret);
  const resign = (c: { sub: string; role: string; uid: number; jti?: string }, exp: number | null) => {
    let jwt = new SignJWT({ role: c.role, uid: c.uid }).setProtectedHeader({ alg: 'HS256' }).setSubject(c.sub).setIssuer('capstone-evaluation').setIssuedAt();
    if (c.jti) jwt = jwt.setJti(c.jti);
    if (exp !== null) jwt = jwt.setExpirationTime(exp);
    return jwt.sign(key());
  };

  test('no exp, no session id, another uid, another subject, an unknown session: 401; the faithful copy works', async () => {
    const token = await t.login(...DEMO_LOGINS.lecturer1);
    const c = claimsOf(token);
    expect((await get(await resign(c, c.exp))).statusCode).toBe(200); // control: same claims, same key
    expect((await get(await resign(c, null))).statusCode).toBe(401); // no exp
    expect((await get(await resign({ ...c, jti: undefined }, c.exp))).statusCode).toBe(401); // no session
    expect((await get(await resign({ ...c, uid: c.uid + 1 }, c.exp))).statusCode).toBe(401); // another lecturer row
    expect((await get(await resign({ ...c, sub: '1' }, c.exp))).statusCode).toBe(401); // another account (the admin's)
    expect((await get(await resign({ ...c, jti: 'no-such-session' }, c.exp))).statusCode).toBe(401);
  });
});

describe('idle timeout with sliding renewal, last-seen writes throttled', () => {
  test('activity keeps a session alive past SESSION_IDLE; silence longer than it ends the session', async () => {
    const idle = await createTestApp({ sessionIdle: '3s' });
    // the idle window and the last-seen throttle are read on a clock that moves only when the test says: the same
    // outcome on a loaded machine as on a quiet one
    const clock = stopTheClock();
    try {
      const token = await idle.login(...DEMO_LOGINS.admin);
      const call = () => idle.call('GET', '/api/semester/getall', token);
      const seen = async () =>
        (await idle.app.db.selectFrom('session').select('LastSeenAt').where('Id', '=', claimsOf(token).jti).executeTakeFirst())?.LastSeenAt;
      const first = await seen();
      // a burst of calls within one touch interval (a tenth of the idle window, 300 ms) writes last-seen no more
      const values = new Set([first]);
      for (let i = 0; i < 5; i++) {
        expect((await call()).statusCode).toBe(200);
        values.add(await seen());
        clock.advance(50);
      }
      expect(values.size).toBe(1);
      // used every 2 s for 6 s (twice the idle window): still alive
      for (let i = 0; i < 3; i++) {
        clock.advance(2000);
        expect((await call()).statusCode).toBe(200);
      }
      expect(Number(await seen())).toBeGreaterThan(Number(first));
      clock.advance(3600);
      expect((await call()).statusCode).toBe(401);
      expect(await seen()).toBeUndefined();
    } finally {
      clock.restore();
      await idle.close();
    }
  });
});

describe('several processes on one database', () => {
  test('a logout in one process ends the session in another within its cache bound', async () => {
    // a second server process on the same database (its own cache, 1 s)
    const other = await buildApp({ ...t.config, sessionCacheMs: 1000 }, { logger: false });
    try {
      const token = await t.login(...DEMO_LOGINS.lecturer3);
      const viaOther = () => other.inject({ method: 'GET', url: '/api/semester/getall', headers: { authorization: `Bearer ${token}` } });
      expect((await viaOther()).statusCode).toBe(200); // now cached as valid in the other process
      await t.call('POST', '/api/logout', token);
      expect((await get(token)).statusCode).toBe(401); // this process: at once
      await new Promise((r) => setTimeout(r, 1100));
      expect((await viaOther()).statusCode).toBe(401); // the other: within the bound
      // and a login made through the other process is a session here too
      const res = await other.inject({
        method: 'POST',
        url: '/api/loginteacher',
        headers: { 'content-type': 'application/json' },
        payload: { username: 'lecturer3', password: 'lecturer123' },
      });
      expect((await get(res.json().token as string)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
