import { observeQueries } from '../../../src/server/db/queryObserver';
import { generatedUniversity, HOT, type University } from './university';

/**
 * No N+1): the queries each hot request runs, counted through the app's Kysely `log` hook on a
 * generated university (5 % of the size: 10 projects a board, 3 lecturers a board). The bounds are what
 * the code needs today; a query per project or per lecturer breaks them at once (a board has 10 projects).
 */
jest.setTimeout(120_000);

let u: University;
beforeAll(async () => {
  u = await generatedUniversity();
});
afterAll(async () => {
  observeQueries(null);
  await u?.t.close();
});

async function count(method: string, url: string, token: string, body?: unknown): Promise<{ status: number; queries: string[] }> {
  const queries: string[] = [];
  observeQueries((sql) => queries.push(sql));
  try {
    const res = await u.t.call(method, url, token, body);
    return { status: res.statusCode, queries };
  } finally {
    observeQueries(null);
  }
}

test.each(HOT)('$name runs a small, fixed number of queries', async ({ who, method, url, bound, body, cached }) => {
  const { status, queries } = await count(method, url(u.ids), u.tokens[who], body?.(u.ids));
  expect(status).toBe(200);
  // a kept answer may already be there (an earlier request built it)
  if (!cached) expect(queries.length).toBeGreaterThan(0);
  if (queries.length > bound) throw new Error(`${queries.length} queries (bound ${bound}):\n${queries.join('\n')}`);
});

// a kept answer costs one read of the data versions (on PostgreSQL shared by the requests waiting for it)
test.each(HOT.filter((h) => h.cached))('$name asked again reads only the data versions', async ({ who, method, url, body }) => {
  for (let i = 0; i < 2; i++) await count(method, url(u.ids), u.tokens[who], body?.(u.ids));
  const { status, queries } = await count(method, url(u.ids), u.tokens[who], body?.(u.ids));
  expect(status).toBe(200);
  expect(queries).toHaveLength(1);
  for (const q of queries) expect(q).toMatch(/from "data_version"/);
});

test('admin boards list: one query', async () => {
  const { status, queries } = await count('GET', '/api/evalution/getall', u.tokens.admin);
  expect(status).toBe(200);
  expect(queries).toHaveLength(1);
});

test('/score/insert: two queries before its transaction', async () => {
  const score = Object.fromEntries(u.ids.freshColumns.map((c) => [String(c), 7.5]));
  const { status, queries } = await count('POST', '/api/score/insert', u.tokens.lecturer, { score, stdinprjId: u.ids.freshRow, lectureinboardId: u.ids.seat });
  expect(status).toBe(200);
  const begin = queries.findIndex((q) => /^\s*(begin|start transaction)/i.test(q) || /insert into "score"/i.test(q));
  expect(begin).toBeGreaterThan(0);
  const before = queries.slice(0, begin).filter((q) => !/^\s*(begin|savepoint)/i.test(q));
  if (before.length > 2) throw new Error(`${before.length} queries before the transaction:\n${before.join('\n')}`);
});

test('re-saving a marked grid with every value changed: one update statement, not one per cell', async () => {
  const rows = (value: number, versions?: Record<string, number>) =>
    u.ids.saveRows.map((stdinprjId) => ({
      stdinprjId,
      scores: Object.fromEntries(u.ids.freshColumns.map((c) => [String(c), value])),
      ...(versions ? { versions } : {}),
    }));
  const body = (value: number, versions?: Record<string, number>) => ({ lectureinboardId: u.ids.seat, projectId: u.ids.saveProject, rows: rows(value, versions) });
  const first = await u.t.call('PUT', '/api/marking/save', u.tokens.lecturer, body(4.5));
  expect(first.statusCode).toBe(200);
  const saved = first.json().data as { scores: { Version: number; ScoreColumnId: number }[] };
  const versions = Object.fromEntries(saved.scores.map((s) => [String(s.ScoreColumnId), s.Version]));
  const cells = u.ids.saveRows.length * u.ids.freshColumns.length;
  expect(cells).toBeGreaterThan(4);
  const { status, queries } = await count('PUT', '/api/marking/save', u.tokens.lecturer, body(8.75, versions));
  expect(status).toBe(200);
  // the statement that updates scores (on PostgreSQL a CTE of the one statement that also writes the history)
  const updates = queries.filter((q) => /\bupdate "score" /i.test(q));
  expect(updates).toHaveLength(1);
  // the seat and the project on its board in one check, begin, 4 reads, the update, the history, commit; PostgreSQL:
  // the one check, begin, the project's row lock, the 4 reads in one statement, the update and the history in one, commit
  const bound = u.t.app.dbHandle.engine === 'postgres' ? 6 : 9;
  if (queries.length > bound) throw new Error(`${queries.length} queries (bound ${bound}):\n${queries.join('\n')}`);
});

// issue 45: a list read right after a write is built by ONE statement that returns the answer's text (the database
// builds the JSON: domain/reads/listTexts.ts), whatever the number of rows; the version reads aside
test.each([
  { url: '/api/student/getall', write: () => u.t.app.db.updateTable('student').set({ Address: `${Date.now()} Count Road` }).where('Id', '=', u.ids.student).execute() },
  { url: '/api/project/getall', write: () => u.t.app.db.updateTable('project').set({ Notion: `count ${Date.now()}` }).where('Id', '=', u.ids.project).execute() },
  { url: '/api/course/getall', write: () => u.t.app.db.updateTable('course').set({ Name: `Count ${Date.now()}` }).where('Id', '=', u.ids.course).execute() },
  { url: '/api/teacher/getall', write: async () => undefined },
])('$url right after a write: one statement builds the text', async ({ url, write }) => {
  await count('GET', url, u.tokens.admin);
  await write();
  const { status, queries } = await count('GET', url, u.tokens.admin);
  expect(status).toBe(200);
  const reads = queries.filter((q) => !/from "data_version"/.test(q));
  expect(reads).toHaveLength(1);
  expect(reads[0]).toMatch(/json_group_array|string_agg/);
});

// a board's minutes read the board once, not the project details page once per project (seven reads each)
test('board minutes PDF: a fixed number of queries, whatever the number of projects', async () => {
  const { status, queries } = await count('GET', `/api/documents/board/${u.ids.board}/minutes.pdf`, u.tokens.admin);
  expect(status).toBe(200);
  const projects = await u.t.app.db.selectFrom('project_in_board').select('ProjectId').where('BoardId', '=', u.ids.board).execute();
  expect(projects.length).toBeGreaterThanOrEqual(10);
  // the shared windows of the rate limit and of the account's document places aside (login_throttle, begin, commit),
  // and the live streams' sweep, a timer's that runs meanwhile when the drawing is slow (a busy machine)
  const reads = queries.filter((q) => !/login_throttle|^\s*(begin|commit)\b|^delete from "live_stream" where "ExpiresAt" < \?$/i.test(q));
  if (reads.length > 16) throw new Error(`${reads.length} queries (bound 16):\n${reads.join('\n')}`);
});
