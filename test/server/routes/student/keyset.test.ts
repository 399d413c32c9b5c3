import { foldText } from '../../../../src/common/fold';
import { STUDENT_SORTS, studentCursor, type StudentKeyRow, type StudentSort } from '../../../../src/common/students';
import { createTestApp, loginDemo, type TestApp } from '../../testing/testApp';

/**
 * Keyset paging of the Students grid (domain/reads/studentKeyset.ts): walking the pages by cursor, forwards from
 * the first page and backwards from the last, gives exactly the OFFSET pages, for every sort column and both
 * orders, with and without filters, on a table with many equal sort keys, blanks stored as NULL and as '', names
 * in both cases and with accents. Runs on both engines (TEST_DATABASE_URL for PostgreSQL).
 */
jest.setTimeout(180_000);

const PAGE = 7;
let t: TestApp;
let admin: string;

/** a small deterministic generator, so a failure names the same rows on every run */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const NAMES = ['An', 'an', 'Ân', 'Bình', 'Nguyễn Văn A', 'Zed', 'zed', '', 'Đức', 'O\'Brien %_'];
const BIRTHDAYS = ['2004-01-01', '2003-12-31', null, '', '2004-01-01', '2005-06-30'];
const ADDRESSES = ['Hà Nội', 'ha noi', null, '', 'Z street', 'Z street', "O'Brien %_ road"];

beforeAll(async () => {
  t = await createTestApp();
  [admin] = await loginDemo(t, 'admin');
  const next = random(27);
  const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)]!;
  for (let i = 0; i < 120; i++) {
    const username = `keyset${i}`;
    const account = await t.app.db
      .insertInto('account')
      .values({ Username: username, UsernameKey: username, PasswordHash: 'not a hash', Role: 'std', Language: null })
      .returning('Id')
      .executeTakeFirstOrThrow();
    const name = pick(NAMES);
    const address = pick(ADDRESSES);
    const code = `${i % 3 === 0 ? 'ks' : 'KS'}${String(i).padStart(4, '0')}`;
    await t.app.db
      .insertInto('student')
      .values({ Code: code, Name: name, BirthDay: pick(BIRTHDAYS), Address: address, AccountId: account.Id, NameFolded: foldText(name), AddressFolded: address === null ? null : foldText(address) })
      .execute();
  }
});
afterAll(() => t.close());

interface Page {
  rows: StudentKeyRow[];
  total: number;
}

async function page(query: Record<string, string | number>): Promise<Page> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await t.call('GET', `/api/student/paged?${qs}`, admin);
  expect({ query, status: res.statusCode }).toEqual({ query, status: 200 });
  return res.json().data as Page;
}

const FILTERS: Record<string, string>[] = [
  {},
  { q: 'ks' },
  { filterField: 'Address', filterOp: 'isEmpty' },
  { filterField: 'Name', filterOp: 'contains', filterValue: 'a' },
  { q: 'z', filterField: 'BirthDay', filterOp: 'isNotEmpty' },
];

const ids = (p: Page) => p.rows.map((r) => r.Id);

describe.each(STUDENT_SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((order) => [sort, order] as [StudentSort, 'asc' | 'desc'])))('sorted by %s %s', (sort, order) => {
  it.each(FILTERS.map((f) => [JSON.stringify(f), f]))('pages by cursor exactly as by OFFSET, filter %s', async (_name, filter) => {
    const base = { sort, order, pageSize: PAGE, ...filter };
    const byOffset: Page[] = [];
    for (let p = 0; ; p++) {
      const got = await page({ ...base, page: p });
      if (got.rows.length === 0) break;
      byOffset.push(got);
      if (got.rows.length < PAGE) break;
    }
    const total = byOffset[0]?.total ?? 0;
    expect(byOffset.flatMap(ids)).toHaveLength(total);
    expect(new Set(byOffset.flatMap(ids)).size).toBe(total);
    if (filter.q || filter.filterField) expect(total).toBeGreaterThan(PAGE); // every filter here spans pages

    // forwards: each page from the last row of the page before it
    for (let p = 1; p < byOffset.length; p++) {
      const previous = byOffset[p - 1]!.rows;
      const got = await page({ ...base, page: p, ...studentCursor(previous[previous.length - 1]!, sort, 'after') });
      expect({ p, ids: ids(got), total: got.total }).toEqual({ p, ids: ids(byOffset[p]!), total });
    }
    // backwards: each page from the first row of the page after it
    for (let p = byOffset.length - 2; p >= 0; p--) {
      const got = await page({ ...base, page: p, ...studentCursor(byOffset[p + 1]!.rows[0]!, sort, 'before') });
      expect({ p, ids: ids(got), total: got.total }).toEqual({ p, ids: ids(byOffset[p]!), total });
    }
    // past the last row: an empty page, the total still right
    const last = byOffset[byOffset.length - 1]!.rows;
    const after = await page({ ...base, page: byOffset.length, ...studentCursor(last[last.length - 1]!, sort, 'after') });
    expect({ ids: ids(after), total: after.total }).toEqual({ ids: [], total });
  });
});

describe('bad cursors are refused with a message by code, and no page', () => {
  const refused = async (query: string) => {
    const res = await t.call('GET', `/api/student/paged?page=1&pageSize=5&${query}`, admin);
    expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
    return res.json() as { status: number; code: string; message: string; data?: unknown };
  };
  it('names what is wrong', async () => {
    expect(await refused('sort=Name&afterKey=An&afterId=3&beforeKey=Zed&beforeId=4')).toMatchObject({ code: 'pageCursorBoth' });
    expect(await refused('sort=Name&afterKey=An')).toMatchObject({ code: 'pageCursorId', message: expect.stringContaining('afterId') });
    expect(await refused('sort=Name&beforeId=4')).toMatchObject({ code: 'pageCursorKey', message: expect.stringContaining('beforeKey') });
    expect(await refused('afterId=4')).toMatchObject({ code: 'pageCursorKey', message: expect.stringContaining('Code') });
    expect(await refused('sort=Id&afterKey=5&afterId=4')).toMatchObject({ code: 'pageCursorIdKey' });
    for (const bad of ['afterId=abc', 'afterId=0', 'afterId=1.5', 'beforeId=-3', `afterKey=${'x'.repeat(256)}&afterId=2`, 'afterKey=a%00b&afterId=2']) {
      expect(await refused(`sort=Name&${bad}`)).toMatchObject({ status: 400, code: expect.any(String) });
    }
  });
  it('reads an Id sort from the Id alone, or with the Id as its key', async () => {
    const first = await page({ sort: 'Id', pageSize: 5, page: 0 });
    const fromId = await page({ sort: 'Id', pageSize: 5, page: 1, afterId: first.rows[4]!.Id });
    const withKey = await page({ sort: 'Id', pageSize: 5, page: 1, afterId: first.rows[4]!.Id, afterKey: String(first.rows[4]!.Id) });
    const byOffset = await page({ sort: 'Id', pageSize: 5, page: 1 });
    expect(ids(fromId)).toEqual(ids(byOffset));
    expect(ids(withKey)).toEqual(ids(byOffset));
  });
});
