import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { createBoardFixture, expectInner, insertMarks, type BoardFixture } from '../testing/boardFixture';
import { createTestApp, loginDemo, type TestApp } from '../testing/testApp';

/**
 * The pass mark in force at publication is stored with each result (migration 006), and every read
 * of a published result — the student's own score, the course's results, the project details and the explanation —
 * uses the stored one. Published with PASS_MARK=5, then the app is rebuilt on the same database with PASS_MARK=7:
 * a 6.00 stays a pass everywhere, while a project published under 7 stores 7 and fails the same 6.00.
 */
jest.setTimeout(60_000);

let t: TestApp;
let later: FastifyInstance;
let first: BoardFixture;
let second: BoardFixture;

const call = (app: FastifyInstance, method: 'GET' | 'POST', url: string, token: string, body?: object) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) }, ...(body ? { payload: body } : {}) });

async function login(app: FastifyInstance, path: string, username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload: { username, password } });
  return res.json().token as string;
}

/** A fresh course, project and board; student 6 gets 6.00 from both lecturers, student 11 gets 4.00. */
async function markedProject(admin: string, templateId: number): Promise<BoardFixture> {
  const f = await createBoardFixture(t, templateId);
  const sip: number[] = [];
  for (const s of [6, 11]) {
    await expectInner(t, 'POST', '/api/studentincourse/add', admin, { course: f.courseId, student: s }, 200);
    sip.push((await expectInner(t, 'POST', '/api/studentinproject/add', admin, { student: s, project: f.projectId }, 200)).data.stdinprjId);
  }
  const lib: number[] = [];
  for (const teacherId of [1, 3]) {
    lib.push((await expectInner(t, 'POST', '/api/lectureinboard/add', admin, { teacherId, boardId: f.boardId }, 200)).data.LectureInBoardId);
  }
  await expectInner(t, 'POST', '/api/projectinboard/insert', admin, { projectId: f.projectId, boardId: f.boardId, intendTime: '08:30', order: 1, protectTime: 40 }, 200);
  for (const l of lib) {
    await insertMarks(t, sip[0]!, l, f.columnIds, [6, 6, 6]);
    await insertMarks(t, sip[1]!, l, f.columnIds, [4, 4, 4]);
  }
  return f;
}

beforeAll(async () => {
  t = await createTestApp({ passMark: 5 });
  const [admin] = await loginDemo(t, 'admin');
  first = await markedProject(admin, 951);
  second = await markedProject(admin, 952);
  const published = await t.call('POST', `/api/project/${first.projectId}/public`, admin);
  expect(published.json().status).toBe(200);
  // the server restarts with another pass mark, on the same database
  later = await buildApp({ ...t.config, passMark: 7 }, { logger: false });
  await later.ready();
});
afterAll(async () => {
  await later?.close();
  await t?.close();
});

test('the pass mark in force is stored with each published result', async () => {
  const rows = await t.app.db.selectFrom('published_result').select(['StudentId', 'Score', 'Result', 'PassMark']).where('ProjectId', '=', first.projectId).orderBy('StudentId').execute();
  expect(rows.map((r) => ({ ...r, Result: Number(r.Result) }))).toEqual([
    { StudentId: 6, Score: 600, Result: 1, PassMark: 500 },
    { StudentId: 11, Score: 400, Result: 0, PassMark: 500 },
  ]);
});

test('after a restart with PASS_MARK=7 every read still shows the outcome under 5', async () => {
  expect((await later.inject({ method: 'GET', url: '/api/config' })).json().data.passMark).toBe(7);
  const student = await login(later, '/api/loginstudent', 'student6', 'student123');
  const admin = await login(later, '/api/loginadmin', 'admin', 'admin123');

  expect((await call(later, 'POST', '/api/score/get', student, { id: 6, courseId: first.courseId })).json()).toMatchObject({ status: 201, data: { score: 6, status: true } });

  const explained = (await call(later, 'GET', `/api/score/explain/${first.courseId}`, student)).json();
  expect(explained.status).toBe(200);
  expect(explained.data).toMatchObject({ score: 6, passMark: 5, pass: true, lecturerTotals: [6, 6] });

  type ResultRow = { StudentId: number; Score: number; Result: boolean };
  const answer = (await call(later, 'GET', `/api/score/${first.courseId}/course`, admin)).json() as ResultRow[] | { data: ResultRow[] };
  const course = Array.isArray(answer) ? answer : answer.data;
  expect(course.map(({ StudentId, Score, Result }) => ({ StudentId, Score, Result }))).toEqual([
    { StudentId: 6, Score: 6, Result: true },
    { StudentId: 11, Score: 4, Result: false },
  ]);

  const details = (await call(later, 'GET', `/api/details/project/${first.projectId}`, admin)).json().data;
  expect(details.students.map((s: { StudentId: number; Result: boolean }) => [s.StudentId, s.Result])).toEqual([
    [6, true],
    [11, false],
  ]);
});

test('a project published under PASS_MARK=7 stores 7 and fails the same 6.00', async () => {
  const admin = await login(later, '/api/loginadmin', 'admin', 'admin123');
  const res = (await call(later, 'POST', `/api/project/${second.projectId}/public`, admin)).json();
  expect(res.status).toBe(200);
  const student = await login(later, '/api/loginstudent', 'student6', 'student123');
  const explained = (await call(later, 'GET', `/api/score/explain/${second.courseId}`, student)).json().data;
  expect(explained).toMatchObject({ score: 6, passMark: 7, pass: false });
  const stored = await t.app.db.selectFrom('published_result').select(['PassMark']).where('ProjectId', '=', second.projectId).execute();
  expect(stored).toEqual([{ PassMark: 700 }, { PassMark: 700 }]);
  // and the first project, read through the original process, is unchanged
  const first6 = (await call(t.app, 'GET', `/api/score/explain/${first.courseId}`, student)).json().data;
  expect(first6).toMatchObject({ passMark: 5, pass: true });
});
