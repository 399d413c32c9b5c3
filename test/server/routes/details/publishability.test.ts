import { createBoardFixture, expectInner, insertMarks, type BoardFixture } from '../../testing/boardFixture';
import { createTestApp, loginDemo, type TestApp } from '../../testing/testApp';

/**
 * Board and project details carry the server's publishability, and the publish route decides the same: a project
 * with no student, on a board with no lecturer, or with marks missing (naming whose) is refused; every seat marked,
 * it is ok.
 */
let t: TestApp;
let admin: string;
let f: BoardFixture;
beforeAll(async () => {
  t = await createTestApp();
  [admin] = await loginDemo(t, 'admin');
  f = await createBoardFixture(t, 931);
  await expectInner(t, 'POST', '/api/projectinboard/insert', admin, { projectId: f.projectId, boardId: f.boardId, intendTime: '08:30', order: 1, protectTime: 40 }, 200);
});
afterAll(() => t.close());

async function verdicts() {
  const board = (await t.call('GET', `/api/details/board/${f.boardId}`, admin)).json().data;
  const project = (await t.call('GET', `/api/details/project/${f.projectId}`, admin)).json().data;
  const publish = (await t.call('POST', `/api/project/${f.projectId}/public`, admin)).json();
  return { onBoard: board.projects[0].publishability, onProject: project.publishability, publish };
}

test('no student, then no lecturer, then missing marks (whose), then ok: both pages and the publish route agree', async () => {
  let v = await verdicts();
  expect(v.onBoard).toEqual({ ok: false, reason: 'noStudent', waitingFor: [] });
  expect(v.onProject).toEqual(v.onBoard);
  expect(v.publish).toMatchObject({ status: 401, message: 'There is no student in this project, so there is nothing to publish' });

  await expectInner(t, 'POST', '/api/studentincourse/add', admin, { course: f.courseId, student: 6 }, 200);
  const sip = (await expectInner(t, 'POST', '/api/studentinproject/add', admin, { student: 6, project: f.projectId }, 200)).data.stdinprjId;
  v = await verdicts();
  expect(v.onBoard).toEqual({ ok: false, reason: 'noLecturer', waitingFor: [] });
  expect(v.onProject).toEqual(v.onBoard);
  expect(v.publish).toMatchObject({ status: 401, message: 'Ineligible for publicity' });

  const seats: number[] = [];
  for (const teacherId of [1, 2]) seats.push((await expectInner(t, 'POST', '/api/lectureinboard/add', admin, { teacherId, boardId: f.boardId }, 200)).data.LectureInBoardId);
  await insertMarks(t, sip, seats[0]!, f.columnIds, [7, 8, 9]);
  v = await verdicts();
  expect(v.onBoard).toEqual({ ok: false, reason: 'missingMarks', waitingFor: [{ id: seats[1], name: 'Tran Thi Binh' }] });
  expect(v.onProject).toEqual(v.onBoard);
  expect(v.publish).toMatchObject({ status: 401, message: 'Ineligible for publicity' });

  await insertMarks(t, sip, seats[1]!, f.columnIds, [6, 6, 6]);
  const board = (await t.call('GET', `/api/details/board/${f.boardId}`, admin)).json().data;
  const project = (await t.call('GET', `/api/details/project/${f.projectId}`, admin)).json().data;
  expect(board.projects[0].publishability).toEqual({ ok: true, reason: null, waitingFor: [] });
  expect(project.publishability).toEqual({ ok: true, reason: null, waitingFor: [] });
  const published = (await t.call('POST', `/api/project/${f.projectId}/public`, admin)).json();
  expect(published.status).toBe(200);
});
