import { sql } from 'kysely';
import { STUDENT_SORTS, studentCursor, type StudentKeyRow } from '../../../src/common/students';
import { observeQueries } from '../../../src/server/db/queryObserver';
import { createTestApp, loginDemo, type TestApp } from '../testing/testApp';

/**
 * A deep page of the Students grid read by keyset reads the page's rows and no more, for every sort column and
 * both orders (domain/reads/studentKeyset.ts, migration 020): on PostgreSQL by EXPLAIN ANALYZE (rows the scan of
 * student read, the ones its filter dropped included), on SQLite by its plan (a SEARCH of an index from the
 * cursor, no sort of its own). The same page by OFFSET is checked the other way, so the check can tell.
 */
jest.setTimeout(180_000);

const STUDENTS = 10_000;
const PAGE = 50;
const DEEP = 50; // page 51: 2,500 rows before it, 7,500 after (a page near the end may be read by a bitmap of the rows after it, fewer still)
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin] = await loginDemo(t, 'admin');
  for (let start = 0; start < STUDENTS; start += 500) {
    const n = Array.from({ length: 500 }, (_v, j) => start + j);
    const accounts = await t.app.db
      .insertInto('account')
      .values(n.map((i) => ({ Username: `deep${i}`, UsernameKey: `deep${i}`, PasswordHash: 'not a hash', Role: 'std' as const, Language: null })))
      .returning('Id')
      .execute();
    await t.app.db
      .insertInto('student')
      .values(
        n.map((i, j) => ({
          Code: `DP${String((i * 7919) % STUDENTS).padStart(5, '0')}`,
          Name: `Student ${i % 400}`,
          NameFolded: `student ${i % 400}`,
          BirthDay: i % 10 === 0 ? null : `2004-01-${String((i % 28) + 1).padStart(2, '0')}`,
          Address: i % 7 === 0 ? null : `${i % 300} Deep Road`,
          AddressFolded: i % 7 === 0 ? null : `${i % 300} deep road`,
          AccountId: accounts[j]!.Id,
        })),
      )
      .execute();
  }
  if (t.app.dbHandle.engine === 'postgres') await sql`analyze student`.execute(t.app.db);
});
afterAll(() => t.close());

/** The page's SELECT as the request ran it. */
async function pageQuery(query: string): Promise<{ sql: string; parameters: readonly unknown[]; rows: StudentKeyRow[] }> {
  const seen: { sql: string; parameters: readonly unknown[] }[] = [];
  observeQueries((text, parameters) => seen.push({ sql: text, parameters }));
  try {
    const res = await t.call('GET', `/api/student/paged?${query}`, admin);
    expect(res.statusCode).toBe(200);
    const q = seen.find((s) => /"BirthDay"[^]*\blimit\b/i.test(s.sql));
    if (!q) throw new Error(`no page query among ${seen.map((s) => s.sql).join('\n')}`);
    return { ...q, rows: res.json().data.rows };
  } finally {
    observeQueries(null);
  }
}

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** Rows of student the query read: on PostgreSQL counted by EXPLAIN ANALYZE; on SQLite, 'page' when its plan reads from the cursor in order, 'all' when it scans from the start or sorts. */
async function studentRowsRead(q: { sql: string; parameters: readonly unknown[] }): Promise<number | 'page' | 'all'> {
  const raw = t.app.dbHandle.raw;
  if (raw.engine === 'sqlite') {
    const plan = (raw.sqlite.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...(q.parameters as unknown[])) as { detail: string }[]).map((r) => r.detail);
    const student = plan.find((d) => / student\b/.test(d)) ?? '';
    return /^SEARCH student USING .*[<>]/.test(student) && !plan.some((d) => /TEMP B-TREE/.test(d)) ? 'page' : 'all';
  }
  const res = await raw.pool.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${q.sql}`, q.parameters as unknown[]);
  let read = 0;
  const walk = (node: PlanNode) => {
    if (node['Relation Name'] === 'student') read += (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'];
    node.Plans?.forEach(walk);
  };
  walk(res.rows[0]!['QUERY PLAN'][0]!.Plan);
  return read;
}

it.each(STUDENT_SORTS.flatMap((sort) => [`${sort} asc`, `${sort} desc`]))('a deep page sorted by %s reads no more rows than the page', async (sortOrder) => {
  const [sort, order] = sortOrder.split(' ') as [(typeof STUDENT_SORTS)[number], string];
  const base = `sort=${sort}&order=${order}&pageSize=${PAGE}`;
  const previous = await pageQuery(`${base}&page=${DEEP - 1}`);
  const byOffset = await pageQuery(`${base}&page=${DEEP}`);
  const cursor = new URLSearchParams(Object.entries(studentCursor(previous.rows[PAGE - 1]!, sort, 'after')).map(([k, v]) => [k, String(v)]));
  const byKeyset = await pageQuery(`${base}&page=${DEEP}&${cursor.toString()}`);
  expect(byKeyset.rows.map((r) => r.Id)).toEqual(byOffset.rows.map((r) => r.Id));

  const keysetRead = await studentRowsRead(byKeyset);
  const offsetRead = await studentRowsRead(byOffset);
  if (t.app.dbHandle.engine === 'sqlite') {
    expect({ keyset: keysetRead, offset: offsetRead }).toEqual({ keyset: 'page', offset: 'all' });
  } else {
    // the row of the cursor itself may be read and dropped (Code: the index is on Code alone)
    expect(keysetRead).toBeLessThanOrEqual(PAGE + 2);
    expect(offsetRead).toBeGreaterThanOrEqual(DEEP * PAGE);
  }
});
