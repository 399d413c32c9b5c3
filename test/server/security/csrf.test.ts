import { XLSX_MEDIA_TYPE } from '../../../src/common/mediaTypes';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../testing/testApp';
import { fillPath, ACCESS_MATRIX, routeKey } from './accessMatrix';
import { changedTables, fingerprint } from './fingerprint';

/**
 * ASVS V13.2.5, V4.2.2: a state-changing request with a body must be application/json (415 otherwise); one with
 * no body and no content type is accepted (the spec's client publishes and deletes that way); and when it carries
 * an Origin it must come from this origin, when it carries Sec-Fetch-Site that must be same-origin or none (403
 * otherwise). The attack of the finding — a page on another port posting a text/plain form to publish a project
 * with the victim's cookie — and its variants change nothing. GET never changes state.
 */
jest.setTimeout(120_000);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(...DEMO_LOGINS.admin);
  // lecturer1 gives the last marks of project 2: from now on the admin's cookie could publish it
  const lecturer1 = await t.login(...DEMO_LOGINS.lecturer1);
  for (const stdinprjId of [4, 5]) {
    const res = await t.call('POST', '/api/score/insert', lecturer1, { score: { '1': 6, '2': 7, '3': 8 }, stdinprjId, lectureinboardId: 1 });
    expect(res.json().status).toBe(200);
  }
});
afterAll(async () => t?.close());

const HOST = 'localhost:80'; // light-my-request's default Host
const send = (method: string, url: string, headers: Record<string, string>, payload?: string) =>
  t.app.inject({ method: method as 'POST', url, headers: { host: HOST, ...headers }, cookies: { token: admin }, ...(payload === undefined ? {} : { payload }) });

/** Project 2 (fully marked in beforeAll, not yet published): the admin's cookie could publish it. */
const PUBLISH = '/api/project/2/public';

describe('forged requests carrying the victim’s cookie change nothing', () => {
  test.each([
    ['a text/plain form post (the finding)', { 'content-type': 'text/plain' }, '{"x":"y"}'],
    ['an urlencoded form post', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=b'],
    ['a multipart form post', { 'content-type': 'multipart/form-data; boundary=x' }, '--x--'],
    ['no content type with a body', {}, '{}'],
    ['no content type with a chunked body', { 'transfer-encoding': 'chunked' }, '{}'],
    // the one other body type the API takes, on every route but an .xlsx import
    ['a workbook sent to a route that is not an import', { 'content-type': XLSX_MEDIA_TYPE }, 'PK'],
  ] as const)('%s -> 415 with the envelope', async (_name, headers, body) => {
    const before = await fingerprint(t.app.db, t.app.dbHandle.engine);
    const res = await send('POST', PUBLISH, { ...headers }, body);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 415, message: 'Send the request as application/json' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const del = await send('DELETE', '/api/semester/5', { ...headers }, body);
    expect(del.statusCode).toBe(415);
    expect(changedTables(before, await fingerprint(t.app.db, t.app.dbHandle.engine))).toEqual([]);
  });

  test.each([
    ['another port of the same host', 'http://localhost:8081'],
    ['another site', 'https://evil.example'],
    ['an opaque origin (sandboxed frame, file:)', 'null'],
    ['another scheme', 'https://localhost:80'],
  ])('JSON from %s -> 403', async (_name, origin) => {
    const before = await fingerprint(t.app.db, t.app.dbHandle.engine);
    const res = await send('POST', PUBLISH, { 'content-type': 'application/json', origin });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, message: 'Cross-origin requests are not accepted' });
    expect((await send('DELETE', '/api/semester/5', { 'content-type': 'application/json', origin })).statusCode).toBe(403);
    expect((await send('PUT', '/api/project/edit', { 'content-type': 'application/json', origin }, '{}')).statusCode).toBe(403);
    expect((await send('POST', '/api/import/students.xlsx', { 'content-type': XLSX_MEDIA_TYPE, origin }, 'PK')).statusCode).toBe(403);
    expect(changedTables(before, await fingerprint(t.app.db, t.app.dbHandle.engine))).toEqual([]);
  });

  test.each([
    ['an Origin of another port', { origin: 'http://localhost:8081' }],
    ['Sec-Fetch-Site: same-site (another port of this host)', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a same-origin Origin but Sec-Fetch-Site: cross-site', { origin: `http://${HOST}`, 'sec-fetch-site': 'cross-site' }],
  ])('no body and no content type, with %s -> 403', async (_name, headers) => {
    const before = await fingerprint(t.app.db, t.app.dbHandle.engine);
    const res = await send('POST', PUBLISH, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, message: 'Cross-origin requests are not accepted' });
    expect((await send('DELETE', '/api/semester/5', headers)).statusCode).toBe(403);
    expect(changedTables(before, await fingerprint(t.app.db, t.app.dbHandle.engine))).toEqual([]);
  });

  test('login calls follow the same rule', async () => {
    const form = await t.app.inject({ method: 'POST', url: '/api/loginadmin', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=admin&password=admin123' });
    expect(form.statusCode).toBe(415);
    expect(form.headers['set-cookie']).toBeUndefined();
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/loginadmin',
      headers: { host: HOST, origin: 'http://localhost:9999', 'content-type': 'application/json' },
      payload: { username: 'admin', password: 'admin123' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  test('the same requests from this origin work (control): JSON with and without a body, and no body at all', async () => {
    const sameOrigin = { 'content-type': 'application/json', origin: `http://${HOST}` };
    expect(await t.app.db.selectFrom('published_project').select('ProjectId').where('ProjectId', '=', 2).execute()).toEqual([]);
    // as the spec's client publishes: no body, no content type (a browser adds Origin and Sec-Fetch-Site)
    const res = await send('POST', PUBLISH, { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(200);
    expect(await t.app.db.selectFrom('published_project').select('ProjectId').where('ProjectId', '=', 2).execute()).toHaveLength(1);
    const charset = await send('POST', '/api/semester/add', { 'content-type': 'application/json; charset=utf-8' }, JSON.stringify({ year: 2040, session: 'CSRF', startTime: '2040-01-01', endTime: '2040-03-01' }));
    expect(charset.json().status).toBe(200);
    // a bodiless delete from a tool (no Origin, no Fetch Metadata) and a JSON one
    const added = await send('POST', '/api/semester/add', sameOrigin, JSON.stringify({ year: 2041, session: 'CSRF', startTime: '2041-01-01', endTime: '2041-03-01' }));
    const id = (added.json().data as { id: number }).id;
    expect((await send('DELETE', `/api/semester/${id}`, {})).json()).toMatchObject({ status: 200 });
    expect((await send('DELETE', `/api/semester/${id}`, sameOrigin)).statusCode).toBe(404);
    // an empty JSON body is no body; a malformed one is still a 400
    expect((await send('POST', '/api/loginadmin', { 'content-type': 'application/json' }, '{"username":')).statusCode).toBe(400);
  });
});

test('GET never changes state: every GET route, as the admin, leaves the database as it was', async () => {
  const before = await fingerprint(t.app.db, t.app.dbHandle.engine);
  let calls = 0;
  for (const r of t.app.routeRegistry.filter((x) => x.method === 'GET')) {
    const res = await t.call('GET', fillPath(r.url, ACCESS_MATRIX[routeKey(r.method, r.url)]), admin);
    expect([r.url, res.statusCode < 500]).toEqual([r.url, true]);
    calls++;
  }
  expect(calls).toBeGreaterThan(30);
  expect(changedTables(before, await fingerprint(t.app.db, t.app.dbHandle.engine))).toEqual([]);
});
