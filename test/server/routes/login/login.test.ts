import { createTestApp, type TestApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login', () => {
  it('logs each demo role in from its own screen with a token and the user record', async () => {
    for (const [path, username, password, role] of [
      ['/api/loginadmin', 'admin', 'admin123', 'admin'],
      ['/api/loginteacher', 'lecturer1', 'lecturer123', 'teach'],
      ['/api/loginstudent', 'student1', 'student123', 'std'],
    ]) {
      const res = await t.call('POST', path!, null, { username, password });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(typeof body.token).toBe('string');
      expect(body.data.status).toBe(200);
      expect(body.data.data[0]).toEqual({ id: 1, username, role, name: expect.any(String), mustChangePassword: false });
      expect(res.body).not.toMatch(/argon2|PasswordHash/i);
    }
  });

  it('refuses a wrong password with the server message and no token', async () => {
    const res = await t.call('POST', '/api/loginstudent', null, { username: 'student1', password: 'nope!' });
    expect(res.json()).toEqual({ data: { status: 401, message: 'Invalid username or password' } });
  });

  it('does not let a student account in through the lecturer or admin screen', async () => {
    for (const path of ['/api/loginteacher', '/api/loginadmin']) {
      const res = await t.call('POST', path, null, { username: 'student1', password: 'student123' });
      expect(res.json().data.status).toBe(401);
      expect(res.json().token).toBeUndefined();
    }
  });

  it('accepts the username in any case', async () => {
    const res = await t.call('POST', '/api/loginteacher', null, { username: 'Lecturer1', password: 'lecturer123' });
    expect(res.json().data.status).toBe(200);
  });

  it.each([
    [{ username: 'student1' }, /password/],
    [{ password: 'x' }, /username/],
    [{ username: 5, password: 'x' }, /username/],
    [{ username: 'a', password: 'b', extra: 1 }, /extra/],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const res = await t.call('POST', '/api/loginstudent', null, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(400);
    expect(res.json().message).toMatch(field);
  });

  it('answers 400 for a body that is not JSON and 413 for one over 1 MB', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/loginstudent', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/JSON/);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/loginstudent',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 10), password: 'y' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().status).toBe(413);
  });

  it('limits failed logins to 10 a minute per address and username, and not other usernames', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await t.call('POST', '/api/loginteacher', null, { username: 'lecturer3', password: `bad${i}` })).statusCode).toBe(200);
    }
    const blocked = await t.call('POST', '/api/loginteacher', null, { username: 'lecturer3', password: 'lecturer123' });
    expect(blocked.statusCode).toBe(429);
    const other = await t.call('POST', '/api/loginteacher', null, { username: 'lecturer2', password: 'lecturer123' });
    expect(other.json().data.status).toBe(200);
  });
});

describe('health and unknown paths', () => {
  it('reports the engine and migration to an admin, only "ok" to anyone else', async () => {
    expect((await t.call('GET', '/api/health')).json()).toEqual({ status: 200, message: 'ok', data: { status: 'ok' } });
    const admin = await t.login('admin', 'admin', 'admin123');
    const res = await t.call('GET', '/api/health', admin);
    expect(res.json().data).toEqual(expect.objectContaining({ status: 'ok', engine: expect.stringMatching(/sqlite|postgres/), migration: expect.stringMatching(/^\d{3}_/) }));
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const res = await t.call('GET', '/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe(404);
  });
});

describe('OpenAPI document', () => {
  it('describes the API at /api/docs/json, login calls included', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/loginstudent', '/api/health']));
  });
});
