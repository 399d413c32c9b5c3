import { createTestApp, expectAdminOnly, loginDemo, type TestApp } from '../../testing/testApp';

let t: TestApp;
let admin: string;
let lecturer: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, lecturer, student] = await loginDemo(t, 'admin', 'lecturer1', 'student1');
  const rows = Array.from({ length: 30 }, (_v, i) => ({ code: `PG${String(i + 1).padStart(4, '0')}`, name: `Paged Person ${i + 1}`, birthday: '2004-01-01', address: i % 2 ? 'Odd 50% Lane' : 'Even Road', username: `paged${i + 1}`, password: 'secret1' }));
  expect((await t.call('POST', '/api/student/import', admin, { rows })).json()).toMatchObject({ status: 200 });
}, 60_000);
afterAll(() => t.close());

const page = async (query: string) => {
  const res = await t.call('GET', `/api/student/paged?${query}`, admin);
  expect(res.statusCode).toBe(200);
  return res.json().data as { rows: { Id: number; Code: string; Name: string; Address: string }[]; total: number };
};

describe('GET /student/paged', () => {
  it('pages, sorts and counts on the server', async () => {
    const first = await page('page=0&pageSize=10&sort=Code&order=desc&q=pg');
    expect(first.total).toBe(30);
    expect(first.rows.map((r) => r.Code)).toEqual(Array.from({ length: 10 }, (_v, i) => `PG${String(30 - i).padStart(4, '0')}`));
    const third = await page('page=2&pageSize=10&sort=Code&order=desc&q=pg');
    expect(third.rows.map((r) => r.Code)[9]).toBe('PG0001');
    expect(Object.keys(third.rows[0]!).sort()).toEqual(['Address', 'BirthDay', 'Code', 'Id', 'Name']);
  });
  it('searches every word in code, name or address, any case, with % and _ taken literally', async () => {
    expect((await page('q=PAGED%20person%2012')).rows.map((r) => r.Code)).toEqual(['PG0012']);
    expect((await page('q=50%25&pageSize=100')).total).toBe(15);
    expect((await page('q=_')).total).toBe(0);
    expect((await page('q=SE160001')).rows).toMatchObject([{ Id: 1, Name: 'Nguyen Minh Anh' }]);
  });
  it('defaults to the first 25 by code; refuses unknown sorts and oversized pages; admin only', async () => {
    const all = await page('');
    expect(all.rows).toHaveLength(25);
    expect(all.total).toBe(42);
    for (const bad of ['sort=Password', 'order=up', 'pageSize=101', 'page=-1']) {
      const res = await t.call('GET', `/api/student/paged?${bad}`, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400 });
    }
    await expectAdminOnly(t, 'GET', '/api/student/paged', [lecturer, student]);
  });
});
