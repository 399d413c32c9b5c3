import { buildApp } from '../../../src/server/app';
import * as passwords from '../../../src/server/auth/passwords';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * ASVS V2.2.1): failed logins are limited per (address, username), per username across
 * addresses and per address across usernames; the counters live in the database (every process shares them);
 * a refused try does no argon2 work; the 429 says when to retry. Addresses come from X-Forwarded-For here
 * (TRUST_PROXY=127.0.0.1, the address of the test's own "proxy"), as they would behind the proxy of a real deployment.
 */
jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: ['127.0.0.1'], loginRateLimit: 3, loginUserLimit: 5, loginAddressLimit: 8 });
});
afterAll(async () => t?.close());

const attempt = (from: string, username: string, password = 'wrong-password', app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/loginstudent',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    payload: { username, password },
  });
const FAILED = { data: { status: 401, message: 'Invalid username or password' } };

function expectTooMany(res: Awaited<ReturnType<typeof attempt>>) {
  expect(res.statusCode).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(15 * 60);
  expect(res.json()).toMatchObject({ status: 429, message: `Too many failed logins; try again in ${wait} seconds` });
  expect(res.headers['set-cookie']).toBeUndefined();
}

test('per (address, username): the 4th failure in a minute is refused, even with the right password', async () => {
  for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1', 'student3')).json()).toEqual(FAILED);
  const blocked = await attempt('10.0.0.1', 'Student3', 'student123');
  expectTooMany(blocked);
  expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
  // the same user from another address, and another user from this address, still log in
  expect((await attempt('10.0.0.2', 'student3', 'student123')).json().token).toEqual(expect.any(String));
  expect((await attempt('10.0.0.1', 'student4', 'student123')).json().token).toEqual(expect.any(String));
});

test('per username across addresses: 5 failures from 5 addresses lock the name for everyone (15 min)', async () => {
  for (let i = 0; i < 5; i++) expect((await attempt(`10.1.0.${i}`, 'student5')).json()).toEqual(FAILED);
  expectTooMany(await attempt('10.1.0.99', 'student5', 'student123'));
  expect(await t.app.db.selectFrom('login_throttle').select('Count').where('Key', '=', 'user:student5').executeTakeFirst()).toEqual({ Count: 5 });
});

test('per address across usernames: after 8 failures over 8 names (a spray) a wrong password is refused, the right one still passes', async () => {
  for (let i = 0; i < 8; i++) expect((await attempt('10.2.0.1', `sprayed-${i}`)).json()).toEqual(FAILED);
  expectTooMany(await attempt('10.2.0.1', 'sprayed-8'));
  expectTooMany(await attempt('10.2.0.1', 'student6'));
  // a shared (NAT) address is never a lock for the right password (SECURITY.md 2.2b)
  expect((await attempt('10.2.0.1', 'student6', 'student123')).json().token).toEqual(expect.any(String));
  expect((await attempt('10.2.0.2', 'student6', 'student123')).json().token).toEqual(expect.any(String));
});

test('a refused try does no password hashing work', async () => {
  const verify = jest.spyOn(passwords, 'verifyPassword');
  try {
    for (let i = 0; i < 3; i++) await attempt('10.3.0.1', 'student7');
    expect(verify).toHaveBeenCalledTimes(3);
    for (let i = 0; i < 10; i++) expectTooMany(await attempt('10.3.0.1', 'student7', 'student123'));
    expect(verify).toHaveBeenCalledTimes(3);
  } finally {
    verify.mockRestore();
  }
});

test('successes are not counted: many good logins, then the full allowance of failures', async () => {
  for (let i = 0; i < 10; i++) expect((await attempt('10.4.0.1', 'student8', 'student123')).json().token).toEqual(expect.any(String));
  for (let i = 0; i < 3; i++) expect((await attempt('10.4.0.1', 'student8')).json()).toEqual(FAILED);
  expectTooMany(await attempt('10.4.0.1', 'student8'));
});

test('the limits hold across processes sharing the database', async () => {
  const other = await buildApp({ ...t.config }, { logger: false });
  try {
    for (let i = 0; i < 3; i++) {
      const app = i % 2 === 0 ? t.app : other;
      expect((await attempt('10.5.0.1', 'student9', 'wrong', app)).json()).toEqual(FAILED);
    }
    expectTooMany(await attempt('10.5.0.1', 'student9', 'student123', other));
    expectTooMany(await attempt('10.5.0.1', 'student9', 'student123', t.app));
  } finally {
    await other.close();
  }
});

test('concurrent tries cannot overrun a limit', async () => {
  const results = await Promise.all(Array.from({ length: 12 }, () => attempt('10.6.0.1', 'student10')));
  expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
  expect(results.filter((r) => r.statusCode === 429)).toHaveLength(9);
});
