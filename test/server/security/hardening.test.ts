import { SignJWT } from 'jose';
import { stopTheClock } from '../testing/clock';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../testing/testApp';

/**
 * ASVS V2/V3/V13/V14): tokens expire and die with their account, forged tokens are
 * refused, failed logins are rate-limited, security headers and the CSP are on every answer.
 * (Logs: logs.hardening.test.ts; no secret in any response: access.matrix.test.ts.)
 */
jest.setTimeout(60_000);

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(...DEMO_LOGINS.admin);
});
afterAll(async () => t?.close());

const key = () => new TextEncoder().encode(t.config.jwtSecret);

/** The session id (jti) of the admin's real login: re-signed tokens name a live session. */
const adminSession = () => (JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;

async function sign(claims: { sub: string; role: string; uid: number }, opts: { exp?: number | string; iss?: string; secret?: Uint8Array; jti?: string } = {}) {
  return new SignJWT({ role: claims.role, uid: claims.uid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(opts.iss ?? 'capstone-evaluation')
    .setJti(opts.jti ?? adminSession())
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(opts.exp ?? '1h')
    .sign(opts.secret ?? key());
}

async function expect401(token: string, url = '/api/semester/getall') {
  const res = await t.call('GET', url, token);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ status: 401, message: expect.any(String) });
}

describe('tokens', () => {
  test('a well-signed token for the demo admin works (control)', async () => {
    const token = await sign({ sub: '1', role: 'admin', uid: 1 });
    expect((await t.call('GET', '/api/course/getall', token)).statusCode).toBe(200);
  });

  test('an expired token is refused', async () => {
    await expect401(await sign({ sub: '1', role: 'admin', uid: 1 }, { exp: Math.floor(Date.now() / 1000) - 5 }));
  });

  test('a token issued with a 1 s lifetime works, then is refused after expiry', async () => {
    const short = await createTestApp({ tokenTtl: '1s' });
    // the login's own time (argon2 on a busy machine) must not eat the second: the clock moves when the test says
    const clock = stopTheClock();
    try {
      const token = await short.login(...DEMO_LOGINS.admin);
      expect((await short.call('GET', '/api/semester/getall', token)).statusCode).toBe(200);
      clock.advance(2100);
      const res = await short.call('GET', '/api/semester/getall', token);
      expect(res.statusCode).toBe(401);
    } finally {
      clock.restore();
      await short.close();
    }
  });

  test('forged tokens are refused: wrong key, wrong issuer, alg none, garbage, role raised', async () => {
    await expect401(await sign({ sub: '1', role: 'admin', uid: 1 }, { secret: new TextEncoder().encode('x'.repeat(48)) }));
    await expect401(await sign({ sub: '1', role: 'admin', uid: 1 }, { iss: 'someone-else' }));
    const [h, p] = (await sign({ sub: '1', role: 'admin', uid: 1 })).split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    await expect401(`${none}.${p}.`);
    await expect401(`${h}.${p}.AAAA`);
    await expect401('not-a-token');
    // student1's account (Id 5: admin 1, lecturers 2-4) claiming the admin role
    const student = await t.login(...DEMO_LOGINS.student1);
    const payload = JSON.parse(Buffer.from(student.split('.')[1]!, 'base64url').toString()) as { sub: string; uid: number; jti: string };
    await expect401(await sign({ sub: payload.sub, role: 'admin', uid: payload.uid }, { jti: payload.jti }), '/api/course/getall');
  });

  test('the token cookie works like the header, and a bad cookie is refused', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/course/getall', cookies: { token: admin } });
    expect(ok.statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'GET', url: '/api/course/getall', cookies: { token: `${admin}x` } });
    expect(bad.statusCode).toBe(401);
  });

  test("a deleted account's token is refused at once", async () => {
    const add = await t.call('POST', '/api/student/add', admin, {
      username: 'shortlived',
      password: 'short-pass-1',
      code: 'SL0001',
      name: 'Short Lived',
      address: '1 Temp Street',
      birthday: '2004-04-04',
    });
    expect(add.json()).toEqual(expect.objectContaining({ status: 200 }));
    // an account an admin created opens only the password change until its user chooses one
    const temporary = await t.login('std', 'shortlived', 'short-pass-1');
    await t.call('PUT', '/api/account/password', temporary, { currentPassword: 'short-pass-1', newPassword: 'Short-Lived-Own-7' });
    const token = await t.login('std', 'shortlived', 'Short-Lived-Own-7');
    const me = await t.app.db.selectFrom('student').select(['Id', 'AccountId']).where('Code', '=', 'SL0001').executeTakeFirstOrThrow();
    expect((await t.call('GET', `/api/course/${me.Id}/student`, token)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/student/${me.Id}`, admin)).json()).toEqual(expect.objectContaining({ status: 200 }));
    expect(await t.app.db.selectFrom('account').select('Id').where('Id', '=', me.AccountId).executeTakeFirst()).toBeUndefined();
    await expect401(token, `/api/course/${me.Id}/student`);
  });
});

describe('login rate limit (10 failed logins a minute per address and username)', () => {
  test('the 11th attempt is refused with 429, even with the right password; others are unaffected', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.call('POST', '/api/loginstudent', null, { username: 'student2', password: `wrong-${i}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { status: 401, message: 'Invalid username or password' } });
    }
    const blocked = await t.call('POST', '/api/loginstudent', null, { username: 'student2', password: 'student123' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ status: 429, message: expect.any(String) });
    expect(blocked.json().token).toBeUndefined();
    // the same name in another case is the same key
    const upper = await t.call('POST', '/api/loginstudent', null, { username: 'STUDENT2', password: 'x' });
    expect(upper.statusCode).toBe(429);
    // another username from the same address still logs in
    const other = await t.call('POST', '/api/loginstudent', null, { username: 'student3', password: 'student123' });
    expect(other.json().token).toEqual(expect.any(String));
  });

  test('successful logins are not counted', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await t.call('POST', '/api/loginstudent', null, { username: 'student4', password: 'student123' });
      expect(res.json().token).toEqual(expect.any(String));
    }
  });

  test('the answer does not reveal whether the username exists', async () => {
    const unknown = await t.call('POST', '/api/loginadmin', null, { username: 'nobody-here', password: 'x' });
    const wrong = await t.call('POST', '/api/loginadmin', null, { username: 'admin', password: 'x' });
    expect(unknown.json()).toEqual(wrong.json());
    // a student account cannot log in at the admin screen
    const student = await t.call('POST', '/api/loginadmin', null, { username: 'student5', password: 'student123' });
    expect(student.json()).toEqual(wrong.json());
  });
});

describe('security headers', () => {
  const policy = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  };
  // helmet's headers that govern documents only (a page outside /api carries them)
  const DOCUMENT_ONLY = ['content-security-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];
  // the API's JSON: the headers that protect a JSON answer, none of the document-only ones
  const check = (headers: Record<string, unknown>) => {
    for (const name of DOCUMENT_ONLY) expect([name, headers[name]]).toEqual([name, undefined]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  };
  test.each([
    ['public GET', 'GET', '/api/health', null],
    ['refused (401)', 'GET', '/api/course/getall', null],
    ['unknown path (404)', 'GET', '/api/nothing-here', null],
    ['malformed body (400)', 'POST', '/api/loginadmin', { username: 1 }],
  ] as const)('%s', async (_name, method, url, body) => {
    const res = await t.call(method, url, null, body ?? undefined);
    check(res.headers);
    expect(res.statusCode).toBeLessThan(500);
  });

  test('an answer outside the API (a page, its 404) carries the Content Security Policy', async () => {
    const res = await t.call('GET', '/no-such-page', null);
    policy(res.headers);
    for (const name of DOCUMENT_ONLY) expect([name, res.headers[name]]).toEqual([name, expect.any(String)]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  test('an authenticated JSON answer is not cacheable by shared caches and is JSON', async () => {
    const res = await t.call('GET', '/api/course/getall', admin);
    check(res.headers);
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  });
});

describe('request limits', () => {
  test('a body over 1 MB is refused with the envelope, not a 5xx', async () => {
    const res = await t.call('POST', '/api/subject/add', admin, { name: 'x', description: 'y'.repeat(1_100_000) });
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json()).toEqual({ status: res.statusCode, message: expect.any(String), code: expect.any(String) });
  });

  test('malformed JSON is a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subject/add',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: '{"name": "x", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: expect.any(String) });
  });

  test.each([
    ['application/xml', '<a/>'],
    ['application/x-www-form-urlencoded', 'name=x&description=y'],
    ['text/plain', '{"name":"x","description":"y"}'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--x--'],
  ])('a %s body is refused without a 5xx and writes nothing', async (type, payload) => {
    const before = await t.app.db.selectFrom('subject').select('Id').execute();
    const res = await t.app.inject({ method: 'POST', url: '/api/subject/add', headers: { authorization: `Bearer ${admin}`, 'content-type': type }, payload });
    expect([400, 415]).toContain(res.statusCode);
    expect(res.json()).toEqual({ status: res.statusCode, message: expect.any(String), code: expect.any(String) });
    expect(await t.app.db.selectFrom('subject').select('Id').execute()).toHaveLength(before.length);
  });
});
