import { PASSWORDS, adminUsername, lecturerUsername, studentUsername } from '../../../bench/seed/plan';
import { generateUniversity } from '../../../bench/seed/university';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * A generated university (bench/seed, 5 % of the full size: 10 projects a board, 3 lecturers a board) on the
 * test database, with one signed-in admin, lecturer and student, and the hot requests on ids
 * picked from it. Used by the query-count and query-plan tests.
 */
export interface Ids {
  board: number;
  seat: number;
  project: number;
  course: number;
  student: number;
  studentCourse: number;
  lecturer: number;
  freshRow: number;
  freshColumns: number[];
  /** another project of the board nobody marked: the marking save writes its whole grid */
  saveProject: number;
  saveRows: number[];
}
export interface Tokens {
  admin: string;
  lecturer: string;
  student: string;
}
export type Who = keyof Tokens;
export interface Hot {
  name: string;
  who: Who;
  method: string;
  url: (ids: Ids) => string;
  /** queries the request may run (its domain functions; the guard's cached session lookup excluded) */
  bound: number;
  body?: (ids: Ids) => unknown;
  /** answered from a text kept per data version (cache/cachedList.ts): asked again, it reads only the versions */
  cached?: boolean;
}
const row = (name: string, who: Who, method: string, url: (ids: Ids) => string, bound: number, body?: (ids: Ids) => unknown): Hot => ({ name, who, method, url, bound, body });
/** a read answered from its kept text: the first call also reads the versions before and after building it */
const kept = (h: Hot): Hot => ({ ...h, bound: h.bound + 2, cached: true });

export const HOT: Hot[] = [
  kept(row('student courses', 'student', 'GET', (ids) => `/api/course/${ids.student}/student`, 2)),
  kept(row('score lookup', 'student', 'POST', () => '/api/score/get', 3, (ids) => ({ id: ids.student, courseId: ids.studentCourse }))),
  kept(row('lecturer courses', 'lecturer', 'GET', (ids) => `/api/course/${ids.lecturer}/teacher`, 2)),
  kept(row('lecturer evaluations', 'lecturer', 'GET', (ids) => `/api/evalution/${ids.lecturer}/teacher`, 1)),
  row('board projects + marks', 'lecturer', 'GET', (ids) => `/api/project/${ids.board}/evalution`, 4),
  row("seat's projects with marked flags", 'lecturer', 'GET', (ids) => `/api/project/${ids.seat}/getprojectmarked`, 3),
  kept(row('project students', 'lecturer', 'GET', (ids) => `/api/student/${ids.project}/project`, 4)),
  kept(row('course results', 'lecturer', 'GET', (ids) => `/api/score/${ids.course}/course`, 4)),
  row('marking view', 'lecturer', 'GET', (ids) => `/api/marking/${ids.seat}/${ids.project}`, 6), // marks, and the lecturer's comments beside them
  row('lecturers who marked (one number)', 'lecturer', 'GET', (ids) => `/api/teacher/${ids.project}/quanmarked`, 4),
  row('board details', 'admin', 'GET', (ids) => `/api/details/board/${ids.board}`, 8),
  // the seventh: whether the board's minutes record a decision (publication says when they do not)
  row('project details', 'admin', 'GET', (ids) => `/api/details/project/${ids.project}`, 7),
  kept(row('admin semesters', 'admin', 'GET', () => '/api/semester/getall', 1)),
  row('marking save (whole grid)', 'lecturer', 'PUT', () => '/api/marking/save', 12, (ids) => ({
    lectureinboardId: ids.seat,
    projectId: ids.saveProject,
    rows: ids.saveRows.map((stdinprjId) => ({ stdinprjId, scores: Object.fromEntries(ids.freshColumns.map((c) => [String(c), 6.25])) })),
  })),
];

export interface University {
  t: TestApp;
  ids: Ids;
  tokens: Tokens;
}

export async function generatedUniversity(scale = 0.05): Promise<University> {
  const t = await createTestApp({ seed: 'none' });
  await t.app.db.deleteFrom('admin').execute();
  await t.app.db.deleteFrom('account').execute();
  const g = await generateUniversity(t.app.db, t.app.dbHandle.engine, { seed: 3, scale });
  const { rows } = g;
  const marked = new Set(g.marked);
  const published = new Set(g.published);
  const seat = rows.lecture_in_board[0]!;
  const boardProjects = rows.project_in_board.filter((p) => p.BoardId === seat.BoardId).map((p) => p.ProjectId);
  const project = boardProjects.find((p) => marked.has(p) && !published.has(p)) ?? boardProjects[0]!;
  const [fresh, saveProject] = boardProjects.filter((p) => !marked.has(p) && !published.has(p));
  const template = rows.board.find((b) => b.Id === seat.BoardId)!.TemplateId;
  const sip = rows.student_in_project.find((s) => published.has(s.ProjectId))!;
  const ids: Ids = {
    board: seat.BoardId,
    seat: seat.Id!,
    project,
    course: rows.project.find((p) => p.Id === project)!.CourseId,
    student: sip.StudentId,
    studentCourse: sip.CourseId,
    lecturer: seat.TeacherId,
    freshRow: rows.student_in_project.find((s) => s.ProjectId === fresh)!.Id!,
    saveProject: saveProject!,
    saveRows: rows.student_in_project.filter((s) => s.ProjectId === saveProject).map((s) => s.Id!),
    freshColumns: rows.score_column.filter((c) => c.TemplateId === template).map((c) => c.Id!),
  };
  const tokens: Tokens = {
    admin: await t.login('admin', adminUsername(1), PASSWORDS.admin),
    lecturer: await t.login('teach', lecturerUsername(seat.TeacherId), PASSWORDS.teach),
    student: await t.login('std', studentUsername(sip.StudentId), PASSWORDS.std),
  };
  // each token used once: the guard's session lookup is cached from now on
  for (const token of Object.values(tokens)) await t.call('GET', '/api/semester/getall', token);
  return { t, ids, tokens };
}

/** The generated university of one test file: made before its tests (given two minutes), closed after them. */
export function universityOfFile(): () => University {
  jest.setTimeout(120_000);
  let u: University | undefined;
  beforeAll(async () => {
    u = await generatedUniversity();
  });
  afterAll(async () => {
    await u?.t.close();
  });
  return () => u!;
}
