import { createTestApp, loginDemo, type TestApp } from '../../testing/testApp';
import { createBoardFixture, expectInner, insertMarks, type BoardFixture } from '../../testing/boardFixture';

let t: TestApp;
let admin: string;
let lecturer1: string;
let lecturer2: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp({ passMark: 5 });
  [admin, lecturer1, lecturer2, student] = await loginDemo(t, 'admin', 'lecturer1', 'lecturer2', 'student1');
});
afterAll(() => t.close());

describe('publication of a project, checked against hand-computed results', () => {
  let f: BoardFixture;
  const sip: number[] = [];
  const lib: number[] = [];
  // students 6, 11, 12 (demo) in a fresh course; lecturers 1 and 3 on a fresh board with columns 0.3333/0.3333/0.3334
  const STUDENTS = [6, 11, 12];

  beforeAll(async () => {
    f = await createBoardFixture(t, 901);
    for (const s of STUDENTS) {
      await expectInner(t, 'POST', '/api/studentincourse/add', admin, { course: f.courseId, student: s }, 200);
      const body = await expectInner(t, 'POST', '/api/studentinproject/add', admin, { student: s, project: f.projectId }, 200);
      sip.push(body.data.stdinprjId);
    }
    for (const teacherId of [1, 3]) {
      const body = await expectInner(t, 'POST', '/api/lectureinboard/add', admin, { teacherId, boardId: f.boardId }, 200);
      lib.push(body.data.LectureInBoardId);
    }
    await expectInner(
      t,
      'POST',
      '/api/projectinboard/insert',
      admin,
      { projectId: f.projectId, boardId: f.boardId, intendTime: '08:30', order: 1, protectTime: 40 },
      200,
    );
  });

  it('refuses publication while a lecturer has not marked (Ineligible for publicity)', async () => {
    let res = await t.call('POST', `/api/project/${f.projectId}/public`, admin);
    expect(res.json()).toMatchObject({ status: 401, message: 'Ineligible for publicity' });
    // lecturer 1 marks everything; lecturer 3 misses one cell
    await insertMarks(t, sip[0]!, lib[0]!, f.columnIds, [7.25, 8.0, 6.5]);
    await insertMarks(t, sip[1]!, lib[0]!, f.columnIds, [4.0, 6.0, 5.0]);
    await insertMarks(t, sip[2]!, lib[0]!, f.columnIds, [4.99, 4.99, 4.99]);
    await insertMarks(t, sip[0]!, lib[1]!, f.columnIds, [9.0, 5.5, 7.75]);
    await insertMarks(t, sip[1]!, lib[1]!, f.columnIds, [4.99, 4.99, 4.99]);
    await insertMarks(t, sip[2]!, lib[1]!, f.columnIds.slice(0, 2), [4.99, 4.99]);
    res = await t.call('POST', `/api/project/${f.projectId}/public`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 401, message: 'Ineligible for publicity' });
    expect(await t.app.db.selectFrom('published_result').selectAll().where('ProjectId', '=', f.projectId).execute()).toEqual([]);
  });

  it('shows the overview 1/2 and what the second lecturer still misses', async () => {
    const list = (await t.call('GET', `/api/project/${f.boardId}/evalution`, admin)).json();
    expect(list).toEqual([
      {
        id: f.projectId,
        name: 'Project 901',
        notion: 'fixture',
        CourseId: f.courseId,
        teacherMark: { teacherQuan: 2, teacherQuanMarked: 1 },
        Published: false,
        IntendTime: '08:30',
        OrderNo: 1,
        order: 1,
        ProtectTime: 40,
      },
    ]);
    const details = (await t.call('GET', `/api/details/board/${f.boardId}`, admin)).json().data;
    expect(details.terminated).toBe(true);
    expect(details.projects[0].Missing).toEqual([
      {
        LectureInBoardId: lib[1],
        TeacherId: 3,
        TeacherName: 'Le Hoang Cuong',
        Students: [{ StudentId: 12, Code: 'SE160012', Name: 'Ly Hoang Son', Columns: [{ id: f.columnIds[2], name: 'Demo' }] }],
      },
    ]);
    expect((await t.call('GET', `/api/teacher/${f.projectId}/quanmarked`, admin)).json()).toEqual([{ totalTeachersMark: 1 }]);
  });

  it('refuses publication to a lecturer or a student (403) and to an anonymous caller (401)', async () => {
    await insertMarks(t, sip[2]!, lib[1]!, f.columnIds.slice(2), [5.0]);
    expect((await t.call('POST', `/api/project/${f.projectId}/public`, lecturer1)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/project/${f.projectId}/public`, student)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/project/${f.projectId}/public`)).statusCode).toBe(401);
    expect(await t.app.db.selectFrom('published_project').selectAll().where('ProjectId', '=', f.projectId).execute()).toEqual([]);
  });

  it('publishes the exact, half-up rounded means once every lecturer has marked', async () => {
    const res = await t.call('POST', `/api/project/${f.projectId}/public`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    // student 6:  L1 7.25*.3333 + 8*.3333 + 6.5*.3334 = 7.249925; L3 9*.3333 + 5.5*.3333 + 7.75*.3334 = 7.4167
    //             mean 7.3333125 -> 7.33 pass
    // student 11: L1 4*.3333 + 6*.3333 + 5*.3334 = 5.0000; L3 4.99 -> mean 4.995 exactly -> 5.00, pass at PASS_MARK 5
    // student 12: L1 4.99; L3 4.99*.6666 + 5*.3334 = 4.993334 -> mean 4.991667 -> 4.99, not pass
    expect(body.data).toEqual([
      { StudentId: 6, Score: 7.33, Result: true },
      { StudentId: 11, Score: 5, Result: true },
      { StudentId: 12, Score: 4.99, Result: false },
    ]);
    const stored = await t.app.db
      .selectFrom('published_result')
      .select(['StudentId', 'Score', 'Result'])
      .where('ProjectId', '=', f.projectId)
      .orderBy('StudentId')
      .execute();
    expect(stored).toEqual([
      { StudentId: 6, Score: 733, Result: 1 },
      { StudentId: 11, Score: 500, Result: 1 },
      { StudentId: 12, Score: 499, Result: 0 },
    ]);
    const pp = await t.app.db.selectFrom('published_project').selectAll().where('ProjectId', '=', f.projectId).executeTakeFirstOrThrow();
    expect(pp.BoardId).toBe(f.boardId);
    expect(pp.PublishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('refuses a second publication and keeps the first results', async () => {
    const res = await t.call('POST', `/api/project/${f.projectId}/public`, admin);
    expect(res.json()).toMatchObject({ status: 401, message: 'This project has already been published' });
    expect(await t.app.db.selectFrom('published_result').selectAll().where('ProjectId', '=', f.projectId).execute()).toHaveLength(3);
  });

  it('lists the project as 2/2 and published', async () => {
    const list = (await t.call('GET', `/api/project/${f.boardId}/evalution`, lecturer1)).json();
    expect(list[0].teacherMark).toEqual({ teacherQuan: 2, teacherQuanMarked: 2 });
    expect(list[0].Published).toBe(true);
  });
});

describe('publication refusals on demo data', () => {
  it('refuses a project on no board, a project with no student, and an unknown project', async () => {
    // project 6 (course 1) is on no board and has no student
    expect((await t.call('POST', '/api/project/6/public', admin)).json().status).toBe(401);
    // project 2 on board 1: lecturer 1 has not marked -> ineligible
    expect((await t.call('POST', '/api/project/2/public', admin)).json()).toMatchObject({ status: 401, message: 'Ineligible for publicity' });
    // project 4 on no board, has students -> ineligible
    expect((await t.call('POST', '/api/project/4/public', admin)).json()).toMatchObject({ status: 401, message: 'Ineligible for publicity' });
    expect((await t.call('POST', '/api/project/9999/public', admin)).statusCode).toBe(404);
    // demo project 1 is already published
    expect((await t.call('POST', '/api/project/1/public', admin)).json().status).toBe(401);
  });

  it('refuses a project whose board has no lecturer (Ineligible for publicity)', async () => {
    const f = await createBoardFixture(t, 902);
    await expectInner(t, 'POST', '/api/studentincourse/add', admin, { course: f.courseId, student: 7 }, 200);
    await expectInner(t, 'POST', '/api/studentinproject/add', admin, { student: 7, project: f.projectId }, 200);
    await expectInner(t, 'POST', '/api/projectinboard/insert', admin, { projectId: f.projectId, boardId: f.boardId, intendTime: '09:00', order: 1, protectTime: 30 }, 200);
    expect((await t.call('POST', `/api/project/${f.projectId}/public`, admin)).json()).toMatchObject({ status: 401, message: 'Ineligible for publicity' });
  });
});

describe('GET /project/{boardId}/evalution and /projectsnoboard', () => {
  it('lists board 1 for the admin and for a lecturer on it, with demo overviews', async () => {
    for (const token of [admin, lecturer1, lecturer2]) {
      const res = await t.call('GET', '/api/project/1/evalution', token);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((p: { id: number; teacherMark: unknown; Published: boolean }) => [p.id, p.teacherMark, p.Published])).toEqual([
        [1, { teacherQuan: 2, teacherQuanMarked: 2 }, true],
        [2, { teacherQuan: 2, teacherQuanMarked: 1 }, false],
      ]);
    }
  });

  it('answers a lecturer not on the board 404 (as an unknown board), refuses, a student (403), anonymous (401), unknown board (404)', async () => {
    const lecturer3 = await t.login('teach', 'lecturer3', 'lecturer123');
    expect((await t.call('GET', '/api/project/1/evalution', lecturer3)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/project/1/evalution', student)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/project/1/evalution')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/project/999/evalution', admin)).statusCode).toBe(404);
  });

  it("lists projects of the board's semester and subject that are on no board", async () => {
    const res = await t.call('GET', '/api/project/2/projectsnoboard', admin);
    expect(res.json().status).toBe(201);
    const ids = res.json().data.map((p: { Id: number }) => p.Id);
    expect(ids).toEqual(expect.arrayContaining([4, 6]));
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(5); // another subject
    expect(res.json().data.find((p: { Id: number }) => p.Id === 4)).toEqual({
      Id: 4,
      Name: 'Lab Equipment Tracker',
      Notion: 'Borrow and return lab devices with RFID',
      CourseId: 2,
      CourseName: 'SEP490-G2',
    });
    expect((await t.call('GET', '/api/project/3/projectsnoboard', admin)).json()).toMatchObject({ status: 201, data: [] });
    expect((await t.call('GET', '/api/project/2/projectsnoboard', lecturer2)).statusCode).toBe(403);
  });
});
