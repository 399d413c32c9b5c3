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
    expect(Object.keys(third.rows[0]!).sort()).toEqual(['Address', 'BirthDay', 'Code', 'Email', 'Id', 'Name']);
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
    await expectAdminOnly(t, 'GET', '/api/student/filtered', [lecturer, student]);
  });
  it('sorts by any column, then by Id in the same direction', async () => {
    const byAddress = await page('q=pg&sort=Address&order=asc&pageSize=100');
    expect(byAddress.rows.slice(0, 15).every((r) => r.Address === 'Even Road')).toBe(true);
    const evens = byAddress.rows.slice(0, 15).map((r) => r.Id);
    expect(evens).toEqual([...evens].sort((a, b) => a - b));
    const byName = await page('q=pg&sort=Name&order=desc&pageSize=3');
    expect(byName.rows.map((r) => r.Name)).toEqual(['Paged Person 9', 'Paged Person 8', 'Paged Person 7']);
    const byId = await page('sort=Id&order=desc&pageSize=1');
    expect(byId.rows[0]!.Code).toBe('PG0030');
  });
  it('applies one column filter with the grid operator, any case, literal % and _', async () => {
    const codes = async (query: string) => (await page(`q=pg&pageSize=100&sort=Code&${query}`)).rows.map((r) => r.Code);
    expect(await codes('filterField=Name&filterOp=contains&filterValue=PERSON%202')).toEqual(['PG0002', 'PG0020', 'PG0021', 'PG0022', 'PG0023', 'PG0024', 'PG0025', 'PG0026', 'PG0027', 'PG0028', 'PG0029']);
    expect(await codes('filterField=Name&filterOp=equals&filterValue=paged%20person%203')).toEqual(['PG0003']);
    expect(await codes('filterField=Code&filterOp=startsWith&filterValue=pg002')).toHaveLength(10);
    expect(await codes('filterField=Code&filterOp=endsWith&filterValue=0')).toEqual(['PG0010', 'PG0020', 'PG0030']);
    expect(await codes('filterField=Address&filterOp=doesNotContain&filterValue=50%25')).toHaveLength(15);
    expect(await codes('filterField=Address&filterOp=doesNotEqual&filterValue=even%20road')).toHaveLength(15);
    expect(await codes('filterField=Address&filterOp=contains&filterValue=_')).toHaveLength(0);
    expect(await codes('filterField=BirthDay&filterOp=startsWith&filterValue=2004-01')).toHaveLength(30);
    expect(await codes('filterField=Address&filterOp=isEmpty')).toHaveLength(0);
    expect(await codes('filterField=Address&filterOp=isNotEmpty')).toHaveLength(30);
    // a value the operator needs but is blank: no filter (as the grid does)
    expect(await codes('filterField=Name&filterOp=contains&filterValue=')).toHaveLength(30);
    const first = (await page('q=pg&sort=Id&pageSize=1')).rows[0]!.Id;
    expect(await codes(`filterField=Id&filterOp=%3E%3D&filterValue=${first + 28}`)).toEqual(['PG0029', 'PG0030']);
    expect(await codes(`filterField=Id&filterOp=!%3D&filterValue=${first}`)).toHaveLength(29);
    expect(await codes('filterField=Id&filterOp=isEmpty')).toHaveLength(0);
    const counted = await page('q=pg&pageSize=5&filterField=Code&filterOp=startsWith&filterValue=PG001');
    expect(counted.total).toBe(10);
    expect(counted.rows).toHaveLength(5);
  });
  it('refuses an operator that does not fit the column, a non-number ID and unknown fields (400 naming them)', async () => {
    for (const [bad, text] of [
      ['filterField=Id&filterOp=contains&filterValue=1', /ID column/],
      ['filterField=Name&filterOp=%3E&filterValue=a', /Name column/],
      ['filterField=Id&filterOp=%3D&filterValue=abc', /whole number/],
      ['filterField=Password&filterOp=equals&filterValue=x', /filterField/],
      ['filterField=Name&filterOp=matches&filterValue=x', /filterOp/],
    ] as const) {
      const res = await t.call('GET', `/api/student/paged?${bad}`, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(text);
    }
  });
  it('GET /student/filtered answers every matching row in the grid order (the export of the filtered rows)', async () => {
    const res = await t.call('GET', '/api/student/filtered?q=pg&sort=Code&order=desc&filterField=Address&filterOp=equals&filterValue=Even%20Road', admin);
    expect(res.statusCode).toBe(200);
    const { rows, total } = res.json().data as { rows: { Code: string; Address: string }[]; total: number };
    expect(total).toBe(15);
    expect(rows).toHaveLength(15);
    expect(rows[0]!.Code).toBe('PG0029');
    expect(rows.every((r) => r.Address === 'Even Road')).toBe(true);
    const all = (await t.call('GET', '/api/student/filtered', admin)).json().data as { rows: unknown[]; total: number };
    expect(all.total).toBe(42);
    expect(all.rows).toHaveLength(42);
  });
});
