import { studentListJson } from '../../../../src/server/domain/reads/studentList';
import { createTestApp, loginDemo, type TestApp } from '../../testing/testApp';

/**
 * GET /student/getall is sent a batch of 1,000 students at a time (domain/reads/studentList.ts): with 2,500 more
 * students than the demo (three batch boundaries, gaps in the ids) the answer is still every student exactly once,
 * in id order, the spec's names, one valid JSON array — and the empty list is `[]`.
 */
jest.setTimeout(60_000);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin] = await loginDemo(t, 'admin');
});
afterAll(() => t.close());

it('sends every student once, in id order, across batch boundaries', async () => {
  const db = t.app.db;
  for (let b = 0; b < 5; b++) {
    const accounts = await db
      .insertInto('account')
      .values(Array.from({ length: 500 }, (_, i) => ({ Username: `batch${b}-${i}`, UsernameKey: `batch${b}-${i}`, PasswordHash: 'x', Role: 'std' as const })))
      .returning('Id')
      .execute();
    await db
      .insertInto('student')
      .values(accounts.map((a, i) => ({ Code: `B${b}${String(i).padStart(4, '0')}`, Name: `Batch ${b} "${i}" \\ ✓`, BirthDay: i % 2 ? null : '2004-01-02', Address: i % 3 ? `${i} Road` : null, AccountId: a.Id })))
      .execute();
  }
  // a gap in the ids at a batch boundary
  const ids = (await db.selectFrom('student').select('Id').orderBy('Id').execute()).map((r) => r.Id);
  await db.deleteFrom('student').where('Id', 'in', ids.slice(998, 1003)).execute();

  const expected = await db.selectFrom('student').select(['Id as id', 'Code as code', 'Name as name', 'BirthDay as birthday', 'Address as address']).orderBy('Id').execute();
  expect(expected.length).toBeGreaterThan(2500);
  const res = await t.call('GET', '/api/student/getall', admin);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(res.body)).toEqual(expected);
});

it('answers [] when there is no student', async () => {
  const empty = await createTestApp({ seed: 'none' });
  try {
    expect(await empty.app.db.selectFrom('student').select('Id').execute()).toEqual([]);
    let text = '';
    for await (const chunk of await studentListJson(empty.app.db)) text += chunk;
    expect(text).toBe('[]');
  } finally {
    await empty.close();
  }
});
