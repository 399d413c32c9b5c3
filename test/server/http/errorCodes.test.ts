import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * Every error answer goes through the one mapper (http/errorHandler.ts) and carries its message code: the login's
 * 429, the guard's 403 and the health check's 503 included.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 2, loginUserLimit: 5, loginAddressLimit: 8 });
});
afterAll(async () => t?.close());

test("the login's 429 carries its code and Retry-After", async () => {
  const attempt = () => t.app.inject({ method: 'POST', url: '/api/loginstudent', headers: { 'content-type': 'application/json' }, payload: { username: 'student3', password: 'wrong-password' } });
  await attempt();
  await attempt();
  const blocked = await attempt();
  expect(blocked.statusCode).toBe(429);
  const wait = Number(blocked.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(blocked.json()).toEqual({ status: 429, message: `Too many failed logins; try again in ${wait} seconds`, code: 'tooManyLogins', params: { seconds: String(wait) } });
});

test("the guard's 403 and the health check's 503 carry theirs", async () => {
  const [student] = await (await import('../testing/testApp')).loginDemo(t, 'student1');
  const refused = await t.call('GET', '/api/course/getall', student);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ status: 403, message: 'You are not allowed to do this', code: 'forbidden' });
  // the database closed under the app: health answers 503 through the mapper (an anonymous caller: no details)
  await t.app.dbHandle.close();
  const sick = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(sick.statusCode).toBe(503);
  expect(sick.headers['retry-after']).toBe('1');
  expect(sick.json()).toMatchObject({ status: 503, message: 'The database is unavailable, please retry', code: 'databaseUnavailable', data: { status: 'unavailable' } });
});
