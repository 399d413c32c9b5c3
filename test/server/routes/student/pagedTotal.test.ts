import { observeQueries } from '../../../../src/server/db/queryObserver';
import { createTestApp, loginDemo, type TestApp } from '../../testing/testApp';

/**
 * The Students grid's total is counted once per filter and students version (migration 018, reads/students.ts):
 * the next pages of the same filter run no COUNT, and any change to the students — through the API or written
 * straight to the database, as another process would — is counted again on the next page.
 */
jest.setTimeout(60_000);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin] = await loginDemo(t, 'admin');
  const rows = Array.from({ length: 40 }, (_v, i) => ({ code: `TOT${String(i + 1).padStart(3, '0')}`, name: `Total Person ${i + 1}`, birthday: '2004-01-01', address: 'Total Road', username: `total${i + 1}`, password: 'secret1' }));
  expect((await t.call('POST', '/api/student/import', admin, { rows })).json()).toMatchObject({ status: 200 });
});
afterAll(() => t.close());

async function page(query: string): Promise<{ total: number; codes: string[]; counted: boolean }> {
  const queries: string[] = [];
  observeQueries((sql) => queries.push(sql));
  try {
    const res = await t.call('GET', `/api/student/paged?${query}`, admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { rows: { Code: string }[]; total: number };
    return { total: data.total, codes: data.rows.map((r) => r.Code), counted: queries.some((q) => /count\(\*\)/i.test(q)) };
  } finally {
    observeQueries(null);
  }
}

it('counts a filter once, then again after any change to the students', async () => {
  const first = await page('page=0&pageSize=10&q=total');
  expect(first).toMatchObject({ total: 40, counted: true });
  const second = await page('page=1&pageSize=10&q=total');
  expect(second).toMatchObject({ total: 40, counted: false });
  expect(second.codes[0]).toBe('TOT011');
  // another filter is counted on its own
  expect(await page('page=0&pageSize=10&q=total%20road')).toMatchObject({ total: 40, counted: true });

  const added = { code: 'TOT041', name: 'Total Person 41', birthday: '2004-01-01', address: 'Total Road', username: 'total41', password: 'secret1' };
  expect((await t.call('POST', '/api/student/add', admin, added)).json()).toMatchObject({ status: 200 });
  expect(await page('page=1&pageSize=10&q=total')).toMatchObject({ total: 41, counted: true });
  expect(await page('page=2&pageSize=10&q=total')).toMatchObject({ total: 41, counted: false });

  // a change made outside this process's code paths: a renamed student leaves the filter
  await t.app.db.updateTable('student').set({ Name: 'Renamed', NameFolded: 'renamed', Code: 'XYZ041', Address: 'Elsewhere', AddressFolded: 'elsewhere' }).where('Code', '=', 'TOT041').execute();
  expect(await page('page=1&pageSize=10&q=total')).toMatchObject({ total: 40, counted: true });
});

it('knows the total from a short page without counting', async () => {
  expect(await page('page=3&pageSize=12&q=total')).toMatchObject({ total: 40, codes: ['TOT037', 'TOT038', 'TOT039', 'TOT040'], counted: false });
  expect(await page('page=0&pageSize=100&q=total')).toMatchObject({ total: 40, counted: false });
});
