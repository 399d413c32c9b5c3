import { TokenService } from '../../../src/server/auth/tokens';
import { observeQueries } from '../../../src/server/db/queryObserver';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../testing/testApp';

/**
 * The guard verifies a token's signature once per process (until its `exp`) and trusts its view
 * of a session for `sessionCacheMs`, so a small read runs no guard query; a revocation in this process still
 * takes effect at once.
 */
jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  observeQueries(null);
  await t?.close();
});

async function queriesOf(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  observeQueries((sql) => seen.push(sql));
  try {
    await run();
  } finally {
    observeQueries(null);
  }
  return seen;
}

test('a verified token is served from the cache until its exp, and a forged one is never accepted', async () => {
  const tokens = new TokenService('guard-cache-secret-guard-cache-secret-0123', '1h');
  const { token, expiresAt } = await tokens.sign({ accountId: 1, role: 'admin', userId: 1 }, 'session-1');
  const first = await tokens.verify(token);
  expect(first).toMatchObject({ accountId: 1, role: 'admin', userId: 1, sessionId: 'session-1' });
  expect(await tokens.verify(token)).toBe(first); // the same object: no second verification
  expect(await tokens.verify(token, expiresAt)).toBeNull(); // past exp, even from the cache
  const [h, p, sig] = token.split('.');
  const forged = `${h}.${p}.${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
  expect(await tokens.verify(forged)).toBeNull();
});

test('a repeated small read runs only its own query; a logout in this process ends the session at once', async () => {
  const token = await t.login(...DEMO_LOGINS.lecturer3);
  expect((await t.call('GET', '/api/semester/getall', token)).statusCode).toBe(200);
  const warm = await queriesOf(async () => expect((await t.call('GET', '/api/semester/getall', token)).statusCode).toBe(200));
  expect(warm.filter((sql) => /"session"|"account"/.test(sql))).toEqual([]);
  // the list is kept per data version: at most its version read (PostgreSQL; SQLite skips it while nothing committed)
  expect(warm.filter((sql) => !/from "data_version"/.test(sql))).toEqual([]);
  expect(warm.length).toBeLessThanOrEqual(1);
  await t.call('POST', '/api/logout', token);
  expect((await t.call('GET', '/api/semester/getall', token)).statusCode).toBe(401);
});

test('a password change ends the other sessions of the account at once, though they were cached', async () => {
  const [role, username, password] = DEMO_LOGINS.student1;
  const other = await t.login(role, username, password);
  const mine = await t.login(role, username, password);
  expect((await t.call('GET', '/api/semester/getall', other)).statusCode).toBe(200); // cached as live
  const res = await t.call('PUT', '/api/account/password', mine, { currentPassword: password, newPassword: 'a-new-password-123' });
  expect(res.statusCode).toBe(200);
  expect((await t.call('GET', '/api/semester/getall', other)).statusCode).toBe(401);
});
