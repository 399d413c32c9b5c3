import type { LightMyRequestResponse } from 'fastify';
import { computeProjectResults } from '../../../src/server/domain/publication';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../testing/testApp';
import { STACK_TRACE } from './accessMatrix';

/**
 * Many parallel requests at one project. Runs on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL is set (real parallel connections and row locks there).
 * Invariants: no 5xx, no duplicate cell, no lost mark (every cell's history is an unbroken chain ending
 * in its current value), exactly one publication, results equal to a fresh recomputation.
 */
jest.setTimeout(120_000);

let t: TestApp;
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'lecturer1', 'lecturer2', 'lecturer3'] as const) {
    const [role, user, pass] = DEMO_LOGINS[name];
    tok[name] = await t.login(role, user, pass);
  };
});
afterAll(async () => t?.close());

const inner = (res: LightMyRequestResponse) => (res.json() as { status?: number }).status;

function noServerError(responses: LightMyRequestResponse[]) {
  for (const r of responses) {
    expect([r.statusCode, STACK_TRACE.test(r.body)]).toEqual([r.statusCode < 500 ? r.statusCode : 'a 5xx', false]);
  }
}

/** Cells of a project: no duplicate, and each cell's history chains from null to its current value. */
async function assertCellsConsistent(projectId: number) {
  const cells = await t.app.db
    .selectFrom('score as s')
    .innerJoin('student_in_project as sp', 'sp.Id', 's.StudentInProjectId')
    .select(['s.StudentInProjectId', 's.LectureInBoardId', 's.ScoreColumnId', 's.Score'])
    .where('sp.ProjectId', '=', projectId)
    .execute();
  const keys = cells.map((c) => `${c.StudentInProjectId}:${c.LectureInBoardId}:${c.ScoreColumnId}`);
  expect(new Set(keys).size).toBe(keys.length);
  const history = await t.app.db
    .selectFrom('score_history as h')
    .innerJoin('student_in_project as sp', 'sp.Id', 'h.StudentInProjectId')
    .select(['h.Id', 'h.StudentInProjectId', 'h.LectureInBoardId', 'h.ScoreColumnId', 'h.OldScore', 'h.NewScore'])
    .where('sp.ProjectId', '=', projectId)
    .orderBy('h.Id')
    .execute();
  for (const c of cells) {
    const chain = history.filter(
      (h) => h.StudentInProjectId === c.StudentInProjectId && h.LectureInBoardId === c.LectureInBoardId && h.ScoreColumnId === c.ScoreColumnId,
    );
    expect(chain.length).toBeGreaterThan(0);
    expect(chain[0]!.OldScore).toBeNull();
    for (let i = 1; i < chain.length; i++) expect([c, i, chain[i]!.OldScore]).toEqual([c, i, chain[i - 1]!.NewScore]);
    expect([c, chain[chain.length - 1]!.NewScore]).toEqual([c, c.Score]);
  }
  return cells;
}

/** The stored publication equals a fresh computation from the stored marks. */
async function assertPublishedMatchesRecomputation(projectId: number) {
  const published = await t.app.db.selectFrom('published_project').select('Id').where('ProjectId', '=', projectId).execute();
  expect(published).toHaveLength(1);
  const stored = await t.app.db
    .selectFrom('published_result')
    .select(['StudentId', 'Score', 'Result'])
    .where('ProjectId', '=', projectId)
    .orderBy('StudentId')
    .execute();
  const { results } = await computeProjectResults(t.app.db, projectId, t.config.passMark);
  expect(stored.map((r) => ({ studentId: r.StudentId, score: Number(r.Score), pass: Number(r.Result) === 1 }))).toEqual(
    [...results].sort((a, b) => a.studentId - b.studentId),
  );
}

const grid = (lib: number, projectId: number, rows: [sip: number, scores: number[]][], columns: number[]) => ({
  lectureinboardId: lib,
  projectId,
  rows: rows.map(([sip, scores]) => ({ stdinprjId: sip, scores: Object.fromEntries(columns.map((c, i) => [String(c), scores[i]])) })),
});

test('two lecturers marking one project at once, 8 saves each: every save is whole, nothing lost', async () => {
  // project 3 on board 2: lecturer2 = seat 3, lecturer3 = seat 4; students sip 6, 7; template 101 columns 1-3
  const submissions: { who: string; body: ReturnType<typeof grid> }[] = [];
  for (let i = 0; i < 8; i++) {
    const v = (k: number) => ((i * 37 + k * 11) % 40) / 4; // 0..9.75 in quarters
    submissions.push({ who: 'lecturer2', body: grid(3, 3, [[6, [v(1), v(2), v(3)]], [7, [v(4), v(5), v(6)]]], [1, 2, 3]) });
    submissions.push({ who: 'lecturer3', body: grid(4, 3, [[6, [v(7), v(8), v(9)]], [7, [v(10), v(11), v(12)]]], [1, 2, 3]) });
  }
  const responses = await Promise.all(submissions.map((s) => t.call('PUT', '/api/marking/save', tok[s.who], s.body)));
  noServerError(responses);
  for (const r of responses) expect([200, 409]).toContain(r.statusCode);
  expect(responses.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(2);
  const cells = await assertCellsConsistent(3);
  // each seat's 6 cells are exactly one of its successful submissions (saves are atomic)
  for (const lib of [3, 4]) {
    const mine = cells.filter((c) => c.LectureInBoardId === lib);
    expect(mine).toHaveLength(6);
    const now = Object.fromEntries(mine.map((c) => [`${c.StudentInProjectId}:${c.ScoreColumnId}`, Number(c.Score) / 100]));
    const candidates = submissions
      .filter((s, i) => s.body.lectureinboardId === lib && responses[i]!.statusCode === 200)
      .map((s) => Object.fromEntries(s.body.rows.flatMap((r) => Object.entries(r.scores).map(([col, v]) => [`${r.stdinprjId}:${col}`, v]))));
    expect(candidates).toContainEqual(now);
  }
});

test('the same submission sent 6 times at once is written exactly once', async () => {
  const body = { score: { '1': 7, '2': 8.5, '3': 6.25 }, stdinprjId: 4, lectureinboardId: 1, courseID: 1 };
  const responses = await Promise.all(Array.from({ length: 6 }, () => t.call('POST', '/api/score/insert', tok.lecturer1, body)));
  noServerError(responses);
  const ok = responses.filter((r) => r.statusCode === 200 && inner(r) === 200);
  expect(ok).toHaveLength(1);
  for (const r of responses.filter((x) => !ok.includes(x))) expect(r.statusCode).toBe(409);
  const rows = await t.app.db.selectFrom('score').select('Id').where('StudentInProjectId', '=', 4).where('LectureInBoardId', '=', 1).execute();
  expect(rows).toHaveLength(3);
  const history = await t.app.db.selectFrom('score_history').select('Id').where('StudentInProjectId', '=', 4).where('LectureInBoardId', '=', 1).execute();
  expect(history).toHaveLength(3);
  await assertCellsConsistent(2);
});

test('five publications of one project at once: exactly one succeeds, results equal a recomputation', async () => {
  // lecturer1 completes project 2 (sip 4 was written above; sip 5 now)
  const done = await t.call('POST', '/api/score/insert', tok.lecturer1, { score: { '1': 5, '2': 4.75, '3': 6 }, stdinprjId: 5, lectureinboardId: 1 });
  expect(inner(done)).toBe(200);
  const responses = await Promise.all(Array.from({ length: 5 }, () => t.call('POST', '/api/project/2/public', tok.admin)));
  noServerError(responses);
  expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
  expect(responses.filter((r) => inner(r) === 200)).toHaveLength(1);
  expect(responses.filter((r) => inner(r) === 401)).toHaveLength(4);
  await assertPublishedMatchesRecomputation(2);
});

test('a publication racing 10 score updates: updates land before it or are refused; results equal a recomputation', async () => {
  // project 5 on board 3: lecturer1 = seat 5, lecturer3 = seat 6; students sip 10, 11; template 102 columns 4-6
  for (const [who, lib] of [
    ['lecturer1', 5],
    ['lecturer3', 6],
  ] as const) {
    const res = await t.call('PUT', '/api/marking/save', tok[who], grid(lib, 5, [[10, [5, 5, 5]], [11, [6, 6, 6]]], [4, 5, 6]));
    expect(inner(res)).toBe(200);
  }
  const before = await t.app.db.selectFrom('score_history').select('Id').execute();
  const updates = Array.from({ length: 10 }, (_, i) =>
    t.call('PUT', '/api/score/update', tok.lecturer1, { stdInPro: 10, scoreColumnId: 5, score: i % 2 === 0 ? 9.5 - i / 4 : 1 + i / 4, lecInBoard: 5 }),
  );
  const publish = t.call('POST', '/api/project/5/public', tok.admin);
  const responses = await Promise.all([...updates, publish]);
  noServerError(responses);
  expect(inner(responses[10]!)).toBe(200);
  for (const r of responses.slice(0, 10)) {
    // accepted (before the publication), refused as published (after it), or refused as stale (409)
    expect(['200:200', '200:401', '409:409']).toContain(`${r.statusCode}:${inner(r)}`);
  }
  await assertCellsConsistent(5);
  await assertPublishedMatchesRecomputation(5);
  // nothing changed after the publication stamp
  const stamp = await t.app.db.selectFrom('published_project').select('PublishedAt').where('ProjectId', '=', 5).executeTakeFirstOrThrow();
  const later = await t.app.db
    .selectFrom('score_history')
    .select(['Id', 'ChangedAt'])
    .where('Id', 'not in', before.length > 0 ? before.map((b) => b.Id) : [0])
    .where('ChangedAt', '>', stamp.PublishedAt)
    .execute();
  expect(later).toEqual([]);
  // and later updates are refused
  const after = await t.call('PUT', '/api/score/update', tok.lecturer1, { stdInPro: 10, scoreColumnId: 5, score: 3, lecInBoard: 5 });
  expect([after.statusCode, inner(after)]).toEqual([200, 401]);
});

test('a storm of mixed requests on one project leaves it consistent', async () => {
  // project 1 is published: every write must be refused, every read must answer
  const calls: Promise<LightMyRequestResponse>[] = [];
  for (let i = 0; i < 10; i++) {
    calls.push(t.call('PUT', '/api/score/update', tok.lecturer1, { stdInPro: 1, scoreColumnId: 1, score: i, lecInBoard: 1 }));
    calls.push(t.call('POST', '/api/project/1/public', tok.admin));
    calls.push(t.call('GET', '/api/marking/1/1', tok.lecturer1));
    calls.push(t.call('GET', '/api/history/project/1', tok.admin));
  }
  const responses = await Promise.all(calls);
  noServerError(responses);
  expect(responses.filter((_, i) => i % 4 === 0).every((r) => inner(r) === 401)).toBe(true);
  expect(responses.filter((_, i) => i % 4 === 1).every((r) => inner(r) === 401)).toBe(true);
  await assertCellsConsistent(1);
  await assertPublishedMatchesRecomputation(1);
});
