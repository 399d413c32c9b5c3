import { createTestApp, loginDemo, type TestApp } from '../../testing/testApp';
import { createBoardFixture, insertMarks } from '../../testing/boardFixture';

const TERMINATED = 'This operation cannot be performed because the evaluation board has been terminated';

let t: TestApp;
let admin: string;
let lecturer1: string;
let lecturer2: string;
let lecturer3: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, lecturer1, lecturer2, lecturer3, student] = await loginDemo(t, 'admin', 'lecturer1', 'lecturer2', 'lecturer3', 'student1');
});
afterAll(() => t.close());

// Demo: board 1 (lecturers 1, 2; projects 1, 2; marked -> terminated), board 2 (lecturers 2, 3; project 3; no mark),
// board 3 (subject 2). Projects 4 (course 2) and 6 (course 1) are on no board; course 4 is of semester 1.

describe('lecturers on a board', () => {
  it('adds a lecturer to an open board, lists it, then removes it by LectureInBoardId', async () => {
    const res = await t.call('POST', '/api/lectureinboard/add', admin, { teacherId: 1, boardId: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, data: { LectureInBoardId: expect.any(Number) } });
    const libId = res.json().data.LectureInBoardId;
    const linb = (await t.call('GET', '/api/teacher/2/linb', admin)).json();
    expect(linb).toContainEqual({ Id: 1, Name: 'Nguyen Van An', PhoneNumber: '0901234567', Address: '12 Le Loi, District 1, Ho Chi Minh City', LectureInBoardId: libId });
    expect(linb.map((l: { Id: number }) => l.Id)).toEqual([2, 3, 1]);
    expect((await t.call('GET', '/api/teacher/2/notinboard', admin)).json()).toEqual([]);

    const del = await t.call('DELETE', `/api/lectureinboard/${libId}`, admin);
    expect(del.json()).toMatchObject({ status: 200 });
    expect((await t.call('GET', '/api/teacher/2/notinboard', admin)).json()).toEqual([
      { Id: 1, Name: 'Nguyen Van An', PhoneNumber: '0901234567', BirthDay: '1980-03-12', Address: '12 Le Loi, District 1, Ho Chi Minh City' },
    ]);
  });

  it('refuses a duplicate lecturer', async () => {
    const res = await t.call('POST', '/api/lectureinboard/add', admin, { teacherId: 2, boardId: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 401, message: 'This lecturer is already on this evaluation board' });
  });

  it('refuses adding to and removing from a terminated board', async () => {
    expect((await t.call('POST', '/api/lectureinboard/add', admin, { teacherId: 3, boardId: 1 })).json()).toMatchObject({ status: 401, message: TERMINATED });
    const res = await t.call('DELETE', '/api/lectureinboard/1', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 401, message: TERMINATED });
    expect((await t.call('GET', '/api/teacher/1/linb', admin)).json()).toHaveLength(2);
  });

  it('answers 404 for unknown ids and 400 for malformed bodies', async () => {
    expect((await t.call('POST', '/api/lectureinboard/add', admin, { teacherId: 99, boardId: 2 })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/lectureinboard/add', admin, { teacherId: 1, boardId: 99 })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/lectureinboard/999', admin)).statusCode).toBe(404);
    // a numeric string is an id (api.md); a blank or non-numeric one is refused naming the field
    const bad = await t.call('POST', '/api/lectureinboard/add', admin, { teacherId: ' ', boardId: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/teacherId/);
    expect((await t.call('GET', '/api/teacher/99/linb', admin)).statusCode).toBe(404);
  });

  it('is the admin’s: lecturer and student 403, anonymous 401', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/lectureinboard/add', { teacherId: 1, boardId: 2 }],
      ['DELETE', '/api/lectureinboard/3', undefined],
      ['GET', '/api/teacher/2/linb', undefined],
      ['GET', '/api/teacher/2/notinboard', undefined],
    ] as const) {
      expect((await t.call(method, url, lecturer2, body)).statusCode).toBe(403);
      expect((await t.call(method, url, student, body)).statusCode).toBe(403);
      expect((await t.call(method, url, null, body)).statusCode).toBe(401);
    }
  });
});

describe('lecturer counts of a project', () => {
  it('answers the admin and the lecturers of the project’s board', async () => {
    for (const token of [admin, lecturer1, lecturer2]) {
      expect((await t.call('GET', '/api/teacher/2/quaninboard', token)).json()).toEqual([{ totalTeacher: 2 }]);
      expect((await t.call('GET', '/api/teacher/2/quanmarked', token)).json()).toEqual([{ totalTeachersMark: 1 }]);
    }
    expect((await t.call('GET', '/api/teacher/1/quanmarked', admin)).json()).toEqual([{ totalTeachersMark: 2 }]);
    expect((await t.call('GET', '/api/teacher/6/quaninboard', admin)).json()).toEqual([{ totalTeacher: 0 }]);
  });

  it('refuses a lecturer not on the board, a student, anonymous; 404 for an unknown project', async () => {
    expect((await t.call('GET', '/api/teacher/2/quaninboard', lecturer3)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/teacher/2/quanmarked', lecturer3)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/teacher/2/quanmarked', student)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/teacher/2/quanmarked')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/teacher/999/quanmarked', admin)).statusCode).toBe(404);
  });
});

describe('projects on a board', () => {
  const insert = (body: Record<string, unknown>, token = admin) => t.call('POST', '/api/projectinboard/insert', token, body);

  it('refuses a request with a missing or empty field: Some input fields are missing', async () => {
    for (const body of [
      { projectId: 6, boardId: 2, order: 2, protectTime: 30 },
      { projectId: 6, boardId: 2, intendTime: '', order: 2, protectTime: 30 },
      { projectId: 6, boardId: 2, intendTime: '10:00', protectTime: 30 },
      { projectId: 6, boardId: 2, intendTime: '10:00', order: 2, protectTime: null },
    ]) {
      const res = await insert(body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 401, message: 'Some input fields are missing' });
    }
    expect((await insert({ projectId: 6, boardId: 2, intendTime: '25:00', order: 2, protectTime: 30 })).statusCode).toBe(400);
    expect((await insert({ projectId: 6, boardId: 2, intendTime: '10:00', order: 0, protectTime: 30 })).statusCode).toBe(400);
    expect((await insert({ projectId: 6, boardId: 2, intendTime: '10:00', order: 1, protectTime: 0 })).statusCode).toBe(400);
  });

  it('schedules a project of the same semester and subject, then refuses it on a second board', async () => {
    const res = await insert({ projectId: 6, boardId: 2, intendTime: '14:30', order: 2, protectTime: 30 });
    expect(res.json()).toMatchObject({ status: 200, data: { Id: expect.any(Number) } });
    const row = await t.app.db.selectFrom('project_in_board').selectAll().where('ProjectId', '=', 6).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ BoardId: 2, IntendTime: '14:30', OrderNo: 2, ProtectTime: 30 });
    expect((await insert({ projectId: 6, boardId: 2, intendTime: '15:00', order: 3, protectTime: 30 })).json()).toMatchObject({
      status: 401,
      message: 'This project is already on this evaluation board',
    });
    const f = await createBoardFixture(t, 950); // another open board of semester 2 / subject 1
    expect((await insert({ projectId: 6, boardId: f.boardId, intendTime: '15:00', order: 1, protectTime: 30 })).json()).toMatchObject({
      status: 401,
      message: 'This project is already on an evaluation board',
    });
  });

  it('refuses a project of another subject or semester', async () => {
    // project 4 (SEP490, semester 2) before board 3 (SWP391)
    expect((await insert({ projectId: 4, boardId: 3, intendTime: '10:00', order: 2, protectTime: 30 })).json()).toMatchObject({
      status: 401,
      message: "A project can only join an evaluation board of its own course's semester and subject",
    });
    const p = await t.app.db.insertInto('project').values({ Name: 'Old term', Notion: 'x', CourseId: 4 }).returning('Id').executeTakeFirstOrThrow();
    expect((await insert({ projectId: p.Id, boardId: 2, intendTime: '10:00', order: 2, protectTime: 30 })).json().status).toBe(401);
    expect(await t.app.db.selectFrom('project_in_board').select('Id').where('ProjectId', 'in', [4, p.Id]).execute()).toEqual([]);
  });

  it('removes a project from an open board (beyond the spec) and lists it again as without board', async () => {
    expect((await t.call('DELETE', '/api/projectinboard/6', admin)).json()).toMatchObject({ status: 200 });
    const free = (await t.call('GET', '/api/project/2/projectsnoboard', admin)).json().data.map((p: { Id: number }) => p.Id);
    expect(free).toContain(6);
    expect((await t.call('DELETE', '/api/projectinboard/6', admin)).statusCode).toBe(404);
  });

  it('refuses adding to and removing from a terminated board', async () => {
    expect((await insert({ projectId: 4, boardId: 1, intendTime: '10:00', order: 3, protectTime: 30 })).json()).toMatchObject({ status: 401, message: TERMINATED });
    expect((await t.call('DELETE', '/api/projectinboard/2', admin)).json()).toMatchObject({ status: 401, message: TERMINATED });
    expect(await t.app.db.selectFrom('project_in_board').select('ProjectId').where('BoardId', '=', 1).orderBy('ProjectId').execute()).toEqual([
      { ProjectId: 1 },
      { ProjectId: 2 },
    ]);
  });

  it('terminates a board with its first mark', async () => {
    // board 2: project 3 has students 7, 8 (sip 6, 7); lecturer-in-board 3 (lecturer 2)
    expect((await insert({ projectId: 4, boardId: 2, intendTime: '15:00', order: 3, protectTime: 30 })).json().status).toBe(200);
    expect((await t.call('DELETE', '/api/projectinboard/4', admin)).json().status).toBe(200);
    await insertMarks(t, 6, 3, [1], [7]);
    expect((await insert({ projectId: 4, boardId: 2, intendTime: '15:00', order: 3, protectTime: 30 })).json()).toMatchObject({ status: 401, message: TERMINATED });
    expect((await t.call('POST', '/api/lectureinboard/add', admin, { teacherId: 1, boardId: 2 })).json()).toMatchObject({ status: 401, message: TERMINATED });
    expect((await t.call('DELETE', '/api/lectureinboard/4', admin)).json()).toMatchObject({ status: 401, message: TERMINATED });
  });

  it('is the admin’s', async () => {
    for (const token of [lecturer1, student]) {
      expect((await insert({ projectId: 6, boardId: 3, intendTime: '10:00', order: 1, protectTime: 1 }, token)).statusCode).toBe(403);
      expect((await t.call('DELETE', '/api/projectinboard/5', token)).statusCode).toBe(403);
    }
    expect((await insert({ projectId: 6, boardId: 3, intendTime: '10:00', order: 1, protectTime: 1 }, null as unknown as string)).statusCode).toBe(401);
  });
});
