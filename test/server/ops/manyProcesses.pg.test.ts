import pg from 'pg';
import { finalScoreHundredths, isPass, lecturerTotalExact, toHundredths } from '../../../src/common/grading';
import { DEMO } from '../../../src/server/seed/demoData';
import { freshPgDatabase } from '../testing/pgDatabase';
import { api, loginAs, startServerProcess, type ServerProcess } from './serverProcess';

/**
 * Three server processes started at the same moment on one empty PostgreSQL database: all come up (the
 * setup lock), with one admin and one copy of the demo data. Three lecturers then mark through all three
 * processes at once (each save read through one process and written through another), and the admin
 * publishes through one: no duplicate cell, no lost mark, and the published results equal a fresh
 * computation with the grading functions from the marks the test itself sent.
 */
jest.setTimeout(180_000);

let db: Awaited<ReturnType<typeof freshPgDatabase>>;
let servers: ServerProcess[] = [];
let client: pg.Client;

beforeAll(async () => {
  db = await freshPgDatabase('many');
  const started = await Promise.allSettled([0, 1, 2].map(() => startServerProcess({ DATABASE_URL: db.url, SEED: 'demo' }, 90_000)));
  servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await Promise.all(servers.map((s) => s.stop()));
  await db?.drop();
});

const count = async (q: string) => Number((await client.query(q)).rows[0].n);

test('three processes started together on an empty database all come up: one admin, one copy of the demo data', async () => {
  for (const s of servers) expect((await api(`${s.url}/api/health`, 'GET')).status).toBe(200);
  expect(await count('select count(*) as n from admin')).toBe(1);
  expect(await count('select count(*) as n from account')).toBe(DEMO.accounts.length);
  expect(await count('select count(*) as n from subject')).toBe(DEMO.subjects.length);
  expect(await count('select count(*) as n from score')).toBe(DEMO.marks.length);
  expect(await count('select count(*) as n from published_project')).toBe(1);
});

/** lecturer, their seat (lecture_in_board Id), the project they mark (demo data) */
const SEATS = [
  { user: 'lecturer1', lib: 1, project: 2 },
  { user: 'lecturer2', lib: 3, project: 3 },
  { user: 'lecturer3', lib: 4, project: 3 },
];
const ROUNDS = 6;
/** a different mark for every seat, round, student and column, in points with two decimals */
const markOf = (seat: number, round: number, sip: number, col: number) => ((seat * 131 + round * 17 + sip * 7 + col * 3) % 1001) / 100;

test('lecturers saving through different processes at once: no duplicate, no lost mark; publishing equals a fresh computation', async () => {
  const final = new Map<string, number>(); // `${sip}:${lib}:${col}` -> hundredths
  await Promise.all(
    SEATS.map(async (seat, i) => {
      const tokens = await Promise.all(servers.map((s) => loginAs(s.url, 'teacher', seat.user, 'lecturer123')));
      for (let round = 0; round < ROUNDS; round++) {
        const reader = (i + round) % 3;
        const writer = (i + round + 1) % 3;
        const view = await api(`${servers[reader]!.url}/api/marking/${seat.lib}/${seat.project}`, 'GET', tokens[reader]);
        expect(view.status).toBe(200);
        const { students, columns, scores } = view.json.data as {
          students: { stdinprjId: number }[];
          columns: { id: number }[];
          scores: { stdinprjId: number; ScoreColumnId: number; Version: number }[];
        };
        const rows = students.map((st) => ({
          stdinprjId: st.stdinprjId,
          scores: Object.fromEntries(columns.map((c) => [String(c.id), markOf(i, round, st.stdinprjId, c.id)])),
          versions: Object.fromEntries(
            columns.map((c) => [String(c.id), scores.find((x) => x.stdinprjId === st.stdinprjId && x.ScoreColumnId === c.id)?.Version ?? 0]),
          ),
        }));
        const saved = await api(`${servers[writer]!.url}/api/marking/save`, 'PUT', tokens[writer], { lectureinboardId: seat.lib, projectId: seat.project, rows });
        expect(saved.status).toBe(200);
        for (const r of rows) for (const [col, v] of Object.entries(r.scores)) final.set(`${r.stdinprjId}:${seat.lib}:${col}`, toHundredths(v)!);
      }
    }),
  );

  // No duplicate cell, no lost mark, every change in the history.
  expect(await count('select count(*) as n from (select 1 from score group by "StudentInProjectId", "LectureInBoardId", "ScoreColumnId" having count(*) > 1) d')).toBe(0);
  const { rows: stored } = await client.query('select "StudentInProjectId" as sip, "LectureInBoardId" as lib, "ScoreColumnId" as col, "Score" as score from score where "LectureInBoardId" in (1, 3, 4)');
  const ours = stored.filter((r) => final.has(`${r.sip}:${r.lib}:${r.col}`));
  expect(ours).toHaveLength(final.size);
  for (const r of ours) expect(r.score).toBe(final.get(`${r.sip}:${r.lib}:${r.col}`));
  expect(await count('select count(*) as n from score_history where "LectureInBoardId" in (3, 4)')).toBe(ROUNDS * 2 * 2 * 3);

  // Publish through one process; compare with the marks the test sent plus the demo's.
  const admin = await loginAs(servers[0]!.url, 'admin', 'admin', 'admin123');
  const demoMarks = new Map(DEMO.marks.map((m) => [`${m.sip}:${m.lib}:${m.col}`, m.score]));
  for (const project of [2, 3]) {
    const res = await api(`${servers[0]!.url}/api/project/${project}/public`, 'POST', admin);
    expect(res.status).toBe(200);
    const board = DEMO.projectsInBoards.find((p) => p.ProjectId === project)!.BoardId;
    const libs = DEMO.lecturersInBoards.map((l, k) => ({ ...l, Id: k + 1 })).filter((l) => l.BoardId === board).map((l) => l.Id);
    const columns = [1, 2, 3].map((c) => ({ columnId: c, percentBp: DEMO.scoreColumns[c - 1]!.PercentBp }));
    const sips = DEMO.studentsInProjects.map((s, k) => ({ ...s, Id: k + 1 })).filter((s) => s.ProjectId === project);
    const expected = sips.map((s) => {
      const totals = libs.map((lib) => {
        const cells = new Map(columns.map((c) => [c.columnId, final.get(`${s.Id}:${lib}:${c.columnId}`) ?? demoMarks.get(`${s.Id}:${lib}:${c.columnId}`)!]));
        return lecturerTotalExact(columns, cells)!;
      });
      const score = finalScoreHundredths(totals);
      return { StudentId: s.StudentId, Score: score, Result: isPass(score, 5) ? 1 : 0 };
    });
    const { rows: published } = await client.query('select "StudentId", "Score", "Result" from published_result where "ProjectId" = $1 order by "StudentId"', [project]);
    expect(published).toEqual(expected.sort((a, b) => a.StudentId - b.StudentId));
    expect(res.json.data).toEqual(expect.arrayContaining(expected.map((e) => ({ StudentId: e.StudentId, Score: e.Score / 100, Result: e.Result === 1 }))));
  }
  for (const s of servers) expect(s.alive()).toBe(true);
});
