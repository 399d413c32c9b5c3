import { PASSWORDS, adminUsername, lecturerUsername, studentUsername } from '../../../bench/seed/plan';
import { generateUniversity, type Generated } from '../../../bench/seed/university';
import { observeQueries } from '../../../src/server/db/queryObserver';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * Issue 15 item 3 (no N+1): the queries each hot request runs, counted through the app's Kysely `log` hook on a
 * generated university (5 % of the size: 10 projects a board, 3 lecturers a board). The bounds are what
 * the code needs today; a query per project or per lecturer breaks them at once (a board has 10 projects).
 * Each token is used once before counting, so the guard's session lookup (cached) is not counted.
 */
jest.setTimeout(120_000);

let t: TestApp;
let g: Generated;
let tokens: { admin: string; lecturer: string; student: string };
let ids: { board: number; seat: number; project: number; course: number; student: number; studentCourse: number; lecturer: number; freshRow: number; freshColumns: number[] };

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  await t.app.db.deleteFrom('admin').execute();
  await t.app.db.deleteFrom('account').execute();
  g = await generateUniversity(t.app.db, t.app.dbHandle.engine, { seed: 3, scale: 0.05 });
  const { rows } = g;
  const marked = new Set(g.marked);
  const published = new Set(g.published);
  const seat = rows.lecture_in_board[0]!;
  const boardProjects = rows.project_in_board.filter((p) => p.BoardId === seat.BoardId).map((p) => p.ProjectId);
  const project = boardProjects.find((p) => marked.has(p) && !published.has(p)) ?? boardProjects[0]!;
  const fresh = boardProjects.find((p) => !marked.has(p))!;
  const template = rows.board.find((b) => b.Id === seat.BoardId)!.TemplateId;
  const sip = rows.student_in_project.find((s) => published.has(s.ProjectId))!;
  ids = {
    board: seat.BoardId,
    seat: seat.Id!,
    project,
    course: rows.project.find((p) => p.Id === project)!.CourseId,
    student: sip.StudentId,
    studentCourse: sip.CourseId,
    lecturer: seat.TeacherId,
    freshRow: rows.student_in_project.find((s) => s.ProjectId === fresh)!.Id!,
    freshColumns: rows.score_column.filter((c) => c.TemplateId === template).map((c) => c.Id!),
  };
  tokens = {
    admin: await t.login('admin', adminUsername(1), PASSWORDS.admin),
    lecturer: await t.login('teach', lecturerUsername(seat.TeacherId), PASSWORDS.teach),
    student: await t.login('std', studentUsername(sip.StudentId), PASSWORDS.std),
  };
  for (const token of Object.values(tokens)) await t.call('GET', '/api/semester/getall', token);
});
afterAll(async () => {
  observeQueries(null);
  await t?.close();
});

async function count(method: string, url: string, token: string, body?: unknown): Promise<{ status: number; queries: string[] }> {
  const queries: string[] = [];
  observeQueries((sql) => queries.push(sql));
  try {
    const res = await t.call(method, url, token, body);
    return { status: res.statusCode, queries };
  } finally {
    observeQueries(null);
  }
}

type Who = keyof typeof tokens;
interface Hot {
  name: string;
  who: Who;
  method: string;
  url: () => string;
  bound: number;
  body?: () => unknown;
}
const row = (name: string, who: Who, method: string, url: () => string, bound: number, body?: () => unknown): Hot => ({ name, who, method, url, bound, body });
const HOT: Hot[] = [
  row('student courses', 'student', 'GET', () => `/api/course/${ids.student}/student`, 2),
  row('score lookup', 'student', 'POST', () => '/api/score/get', 3, () => ({ id: ids.student, courseId: ids.studentCourse })),
  row('lecturer courses', 'lecturer', 'GET', () => `/api/course/${ids.lecturer}/teacher`, 2),
  row('lecturer evaluations', 'lecturer', 'GET', () => `/api/evalution/${ids.lecturer}/teacher`, 1),
  row('board projects + marks', 'lecturer', 'GET', () => `/api/project/${ids.board}/evalution`, 7),
  row("seat's projects with marked flags", 'lecturer', 'GET', () => `/api/project/${ids.seat}/getprojectmarked`, 3),
  row('project students', 'lecturer', 'GET', () => `/api/student/${ids.project}/project`, 4),
  row('course results', 'lecturer', 'GET', () => `/api/score/${ids.course}/course`, 4),
  row('marking view', 'lecturer', 'GET', () => `/api/marking/${ids.seat}/${ids.project}`, 5),
  row('lecturers who marked (one number)', 'lecturer', 'GET', () => `/api/teacher/${ids.project}/quanmarked`, 4),
  row('board details', 'admin', 'GET', () => `/api/details/board/${ids.board}`, 7),
  row('project details', 'admin', 'GET', () => `/api/details/project/${ids.project}`, 6),
  row('admin semesters', 'admin', 'GET', () => '/api/semester/getall', 1),
  row('admin boards', 'admin', 'GET', () => '/api/evalution/getall', 1),
];

test.each(HOT)('$name runs a small, fixed number of queries', async ({ who, method, url, bound, body }) => {
  const { status, queries } = await count(method, url(), tokens[who], body?.());
  expect(status).toBe(200);
  expect(queries.length).toBeGreaterThan(0);
  if (queries.length > bound) throw new Error(`${queries.length} queries (bound ${bound}):\n${queries.join('\n')}`);
});

test('/score/insert: two queries before its transaction', async () => {
  const score = Object.fromEntries(ids.freshColumns.map((c) => [String(c), 7.5]));
  const { status, queries } = await count('POST', '/api/score/insert', tokens.lecturer, { score, stdinprjId: ids.freshRow, lectureinboardId: ids.seat });
  expect(status).toBe(200);
  const begin = queries.findIndex((q) => /^\s*(begin|start transaction)/i.test(q) || /insert into "score"/i.test(q));
  expect(begin).toBeGreaterThan(0);
  const before = queries.slice(0, begin).filter((q) => !/^\s*(begin|savepoint)/i.test(q));
  if (before.length > 2) throw new Error(`${before.length} queries before the transaction:\n${before.join('\n')}`);
});
