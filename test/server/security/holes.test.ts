import { createTestApp, DEMO_LOGINS, type TestApp } from '../testing/testApp';

/**
 * Small holes), on SQLite and on PostgreSQL (TEST_DATABASE_URL):
 * a malformed URL gets the JSON envelope and every security header; text with NUL characters is refused
 * with 400 naming the field and writes nothing. (404-not-403 for records not the caller's: access.matrix.test.ts.)
 */
jest.setTimeout(60_000);

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(...DEMO_LOGINS.admin);
});
afterAll(async () => t?.close());

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  // the Content Security Policy governs documents (pages carry it: hardening.test.ts); these answers are the API's JSON
  expect(String(headers['content-type'])).toMatch(/^application\/json/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBeDefined();
  expect(headers['referrer-policy']).toBeDefined();
  expect(headers['cross-origin-opener-policy']).toBeDefined();
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('a malformed URL', () => {
  test.each([
    ['GET', '/%c0%ae%c0%ae/x', null],
    ['GET', '/api/%c0%ae%c0%ae/x', null],
    ['GET', '/api/course/%E0%A4%A/student', 'admin'],
    ['GET', '/api/teacher/%ff', 'admin'],
    ['POST', '/api/subject/%c0%ae', 'admin'],
    ['GET', '/api/health/%c0?x=1', null],
  ] as const)('%s %s answers the 400 envelope with every security header', async (method, url, who) => {
    const res = await t.call(method, url, who === 'admin' ? admin : null, method === 'POST' ? { name: 'x', description: 'y' } : undefined);
    expect([url, res.statusCode]).toEqual([url, 400]);
    expect(res.json()).toMatchObject({ status: 400, message: 'The URL is malformed (bad percent-encoding)' });
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    expectSecurityHeaders(res.headers);
  });

  test('a well-formed percent-encoded URL still reaches its route', async () => {
    const res = await t.call('GET', '/api/%68ealth', null);
    expect(res.statusCode).toBe(200);
  });
});

describe('text with NUL characters', () => {
  const subjects = () => t.app.db.selectFrom('subject').select('Id').execute();

  test('is refused with 400 naming the field, and nothing is written', async () => {
    const before = await subjects();
    const res = await t.call('POST', '/api/subject/add', admin, { name: 'Bad\u0000name', description: 'ok' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: 'body.name must not contain NUL characters' });
    expect(await subjects()).toHaveLength(before.length);
  });

  test('is found in nested fields (an import row) and names the path', async () => {
    const before = await t.app.db.selectFrom('lecturer').select('Id').execute();
    const row = { name: 'Ok Name', birthday: '1980-01-01', phone: '0900000000', address: 'A\u0000B', username: 'nul1', password: 'password123' };
    const res = await t.call('POST', '/api/teacher/import', admin, { rows: [row] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: 'body.rows.0.address must not contain NUL characters' });
    expect(await t.app.db.selectFrom('lecturer').select('Id').execute()).toHaveLength(before.length);
  });

  test('is refused in an edit and leaves the record unchanged', async () => {
    const before = await t.app.db.selectFrom('project').selectAll().where('Id', '=', 6).executeTakeFirstOrThrow();
    const res = await t.call('PUT', '/api/project/edit', admin, { id: 6, name: 'Alumni\u0000Network', notion: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('body.name must not contain NUL characters');
    expect(await t.app.db.selectFrom('project').selectAll().where('Id', '=', 6).executeTakeFirstOrThrow()).toEqual(before);
  });

  test('is refused at login too (no 500 from the database)', async () => {
    const res = await t.call('POST', '/api/loginadmin', null, { username: 'ad\u0000min', password: 'admin123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: 'body.username must not contain NUL characters' });
  });

  test('a NUL in a query string is refused too', async () => {
    const res = await t.call('GET', '/api/health?x=%00', null);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: 'querystring.x must not contain NUL characters' });
  });
});
