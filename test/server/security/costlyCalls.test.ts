import { loadConfig } from '../../../src/server/config';
import { createTestApp, loginDemo, type TestApp } from '../testing/testApp';

/**
 * One account cannot make the server draw documents, read workbooks or open live streams in a loop: beyond
 * EXPORTS_PER_MINUTE documents and exports, IMPORTS_PER_MINUTE imports (previews included) and LIVE_OPENS_PER_MINUTE
 * stream opens a minute, 429 with Retry-After, before a document is drawn, a file decoded and checked or a stream
 * opened; other accounts are not affected. The windows are shared by every process on the database: an account signed
 * in on two processes gets one allowance, not two.
 */
jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rates: { exportsPerMinute: 2, importsPerMinute: 3, streamOpensPerMinute: 4 } });
});
afterAll(async () => t?.close());

it('the defaults: 10 documents and exports, 12 imports and 30 stream opens per account per minute', () => {
  expect(loadConfig({ JWT_SECRET: 'x'.repeat(40), SEED: 'demo' }).rates).toEqual({ exportsPerMinute: 10, importsPerMinute: 4, streamOpensPerMinute: 30 });
});

it('the 4th import of a minute (a preview counts) answers 429 with Retry-After; the account’s other calls go on', async () => {
  const [admin] = await loginDemo(t, 'admin');
  const statuses: number[] = [];
  for (const dryRun of [true, false, true]) statuses.push((await t.upload('/api/import/students.xlsx', admin, { file: 'bm90IGEgd29ya2Jvb2s=', dryRun })).statusCode);
  // each of the three was read and refused on its content (not a workbook)
  expect(statuses).toEqual([400, 400, 400]);
  const refused = await t.upload('/api/import/students.xlsx', admin, { file: 'bm90IGEgd29ya2Jvb2s=' });
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ status: 429, code: 'rateLimited' });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  // the same account's other calls go on
  expect((await t.call('GET', '/api/semester/getall', admin)).statusCode).toBe(200);

  // past its bound, an import is refused before anything else is looked at: a body it would refuse for its type
  // (415) gets the 429
  const unread = await t.app.inject({ method: 'POST', url: '/api/import/students.xlsx', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, payload: '{"file": "not json at all' });
  expect(unread.statusCode).toBe(429);
  expect(unread.json()).toMatchObject({ status: 429, code: 'rateLimited' });
});

it('the 5th live stream of a minute answers 429 with Retry-After; another account opens its own', async () => {
  const [lecturer, other] = await loginDemo(t, 'lecturer1', 'lecturer2');
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await t.call('GET', '/api/live', lecturer)).statusCode);
  expect(statuses).toEqual([200, 200, 200, 200, 429]);
  expect((await t.call('GET', '/api/live', other)).statusCode).toBe(200);
});

it('the 3rd document of a minute answers 429 with Retry-After; another account gets its own', async () => {
  const [student, other] = await loginDemo(t, 'student1', 'student2');
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) statuses.push((await t.call('GET', '/api/documents/transcript.pdf', student)).statusCode);
  expect(statuses).toEqual([200, 200, 429]);
  expect((await t.call('GET', '/api/documents/transcript.pdf', other)).statusCode).toBe(200);
});

it('an account signed in on two processes of one database gets one allowance, not one each', async () => {
  const second = await createTestApp({ databaseUrl: t.config.databaseUrl, rates: { exportsPerMinute: 2, importsPerMinute: 3, streamOpensPerMinute: 4 } });
  try {
    // the admin has made no export yet in this file
    const [onFirst] = await loginDemo(t, 'admin');
    const [onSecond] = await loginDemo(second, 'admin');
    const first = await t.call('GET', '/api/export/students.xlsx', onFirst);
    const other = await second.call('GET', '/api/export/students.xlsx', onSecond);
    expect([first.statusCode, other.statusCode]).toEqual([200, 200]);
    // the account's third export of the minute, on either process
    const refused = await second.call('GET', '/api/export/students.xlsx', onSecond);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, code: 'rateLimited' });
    expect((await t.call('GET', '/api/export/students.xlsx', onFirst)).statusCode).toBe(429);
  } finally {
    await second.close();
  }
});
