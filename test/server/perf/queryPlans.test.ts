import { observeQueries } from '../../../src/server/db/queryObserver';
import { generatedUniversity, HOT, type University } from './university';

/**
 * Every query of the hot requests is served by an index — no full scan of a large table in its
 * plan, on SQLite (EXPLAIN QUERY PLAN: a `SCAN` of the table) and on PostgreSQL (EXPLAIN with sequential scans
 * disabled: a `Seq Scan` that remains has no index to use). Generated university, 5 % of the size.
 */
jest.setTimeout(180_000);

/** Tables with thousands of rows at the size (20,000 students, 4,000 projects, 130,000 scores), and the hundreds of courses and boards a hot query must not walk (a scan of 400 courses probing each: 73 µs against 4 µs). */
const LARGE = new Set([
  'account',
  'course',
  'board',
  'student',
  'student_in_course',
  'student_in_project',
  'project',
  'project_in_board',
  'published_project',
  'published_result',
  'score',
  'score_history',
  'lecture_in_board',
  'session',
]);

let u: University;
const captured: { request: string; sql: string; parameters: readonly unknown[] }[] = [];

beforeAll(async () => {
  u = await generatedUniversity();
  for (const h of HOT) {
    observeQueries((text, parameters) => captured.push({ request: h.name, sql: text, parameters }));
    try {
      const res = await u.t.call(h.method, h.url(u.ids), u.tokens[h.who], h.body?.(u.ids));
      expect(res.statusCode).toBe(200);
    } finally {
      observeQueries(null);
    }
  }
});
afterAll(async () => {
  observeQueries(null);
  await u?.t.close();
});

/** alias -> table of a query's FROM/JOIN items (`"table" as "alias"` or a bare `"table"`). */
function tablesOf(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of text.matchAll(/(?:from|join)\s+"(\w+)"(?:\s+as\s+"(\w+)")?/gi)) map.set(m[2] ?? m[1]!, m[1]!);
  return map;
}

/** The large tables a plan reads in full. */
async function fullScans(text: string, parameters: readonly unknown[]): Promise<string[]> {
  const aliases = tablesOf(text);
  const large = (name: string) => LARGE.has(aliases.get(name) ?? name);
  if (u.t.app.dbHandle.engine === 'sqlite') {
    const handle = u.t.app.dbHandle.raw;
    if (handle.engine !== 'sqlite') throw new Error('engine mismatch');
    const plan = handle.sqlite.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...(parameters as unknown[])) as { detail: string }[];
    return plan
      .map((r) => /^SCAN (\w+)/.exec(r.detail)?.[1])
      .filter((name): name is string => !!name && large(name))
      .map((name) => `${aliases.get(name) ?? name} (${name})`);
  }
  const handle = u.t.app.dbHandle.raw;
  if (handle.engine !== 'postgres') throw new Error('engine mismatch');
  const client = await handle.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL enable_seqscan = off');
    const res = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, parameters as unknown[]);
    await client.query('ROLLBACK');
    return res.rows
      .map((r) => /Seq Scan on (\w+)(?: (\w+))?/.exec(r['QUERY PLAN']))
      .filter((m): m is RegExpExecArray => !!m && LARGE.has(m[1]!))
      .map((m) => `${m[1]} (${m[2] ?? m[1]})`);
  } finally {
    client.release();
  }
}

test('the hot requests ran queries to check', () => {
  // a kept answer already built (the semesters, kept per day) runs nothing to check
  expect(HOT.filter((h) => !h.cached && !captured.some((c) => c.request === h.name)).map((h) => h.name)).toEqual([]);
  expect(captured.length).toBeGreaterThan(HOT.length);
});

test('the check sees a full scan (a filter on an unindexed column of a large table)', async () => {
  const text = u.t.app.dbHandle.engine === 'sqlite' ? 'select "Id" from "student" as "s" where "s"."Address" = ?' : 'select "Id" from "student" as "s" where "s"."Address" = $1';
  expect(await fullScans(text, ['nobody'])).toEqual([u.t.app.dbHandle.engine === 'sqlite' ? 'student (s)' : 'student (s)']);
});

test('no hot query reads a large table in full', async () => {
  const problems: string[] = [];
  for (const c of captured) {
    if (!/^\s*select/i.test(c.sql)) continue;
    const scans = await fullScans(c.sql, c.parameters);
    if (scans.length > 0) problems.push(`${c.request}: full scan of ${scans.join(', ')}\n  ${c.sql}`);
  }
  expect(problems).toEqual([]);
});
