import { createTestApp, loginDemo, type TestApp } from '../../testing/testApp';
import { insertMarks } from '../../testing/boardFixture';

let t: TestApp;
let admin: string;
let lecturer1: string;
let lecturer3: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, lecturer1, lecturer3, student] = await loginDemo(t, 'admin', 'lecturer1', 'lecturer3', 'student1');
});
afterAll(() => t.close());

// Demo: course 1 = students 1..6 (1, 2, 3 in project 1 [graded]; 4, 5 in project 2 [graded]; 6 in none; project 6 empty);
// course 2 = students 7..10 (7, 8 in project 3; 9, 10 in project 4 [not graded]).

const codes = (rows: { Code: string }[]) => rows.map((r) => r.Code);

describe('students in a course', () => {
  it('enrols a student, refuses a duplicate, lists enrolled and not enrolled students', async () => {
    expect(codes((await t.call('GET', '/api/student/2/getstdnotincour', admin)).json().data)).toContain('SE160011');
    const res = await t.call('POST', '/api/studentincourse/add', admin, { course: 2, student: 11 });
    expect(res.json()).toMatchObject({ status: 200, data: { Id: expect.any(Number) } });
    expect((await t.call('POST', '/api/studentincourse/add', admin, { course: 2, student: 11 })).json()).toMatchObject({
      status: 401,
      message: 'This student is already enrolled in this course',
    });
    const inCourse = (await t.call('GET', '/api/student/2/course', admin)).json();
    expect(codes(inCourse)).toEqual(['SE160007', 'SE160008', 'SE160009', 'SE160010', 'SE160011']);
    expect(inCourse[0]).toEqual({
      Id: 7,
      StudentId: 7,
      Code: 'SE160007',
      CODE: 'SE160007',
      Name: 'Dang Ngoc Lan',
      BirthDay: expect.any(String),
      Address: expect.any(String),
      ProjectId: 3,
      ProjectName: 'Canteen Ordering',
      // the spec's own names alongside (api.md "Shapes existing clients read")
      code: 'SE160007',
      name: 'Dang Ngoc Lan',
      birthday: expect.any(String),
      address: expect.any(String),
    });
    expect(inCourse[4]).toMatchObject({ ProjectId: null, ProjectName: null });
    const notInAnswer = (await t.call('GET', '/api/student/2/getstdnotincour', admin)).json();
    expect(notInAnswer.status).toBe(200);
    const notIn = codes(notInAnswer.data);
    expect(notIn).not.toContain('SE160011');
    expect(notIn).toContain('SE160001');
    expect(notIn).toHaveLength(12 - 5);
  });

  it('lists the students of a course in no project under both paths', async () => {
    for (const path of ['getstdnotinproject', 'nothaveproject']) {
      expect((await t.call('GET', `/api/student/1/${path}`, admin)).json()).toMatchObject({ status: 200, data: [{ StudentId: 6, Code: 'SE160006' }] });
      expect(codes((await t.call('GET', `/api/student/2/${path}`, admin)).json().data)).toEqual(['SE160011']);
    }
  });

  it('unenrols a student in no project (beyond the spec) and refuses one who is in a project (409)', async () => {
    const busy = await t.call('DELETE', '/api/studentincourse/2/7', admin);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toMatch(/project 'Canteen Ordering'/);
    expect((await t.call('DELETE', '/api/studentincourse/2/11', admin)).json()).toMatchObject({ status: 200 });
    expect((await t.call('DELETE', '/api/studentincourse/2/11', admin)).statusCode).toBe(404);
  });

  it('answers 404 for unknown ids and 400 for malformed bodies', async () => {
    expect((await t.call('POST', '/api/studentincourse/add', admin, { course: 99, student: 1 })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/studentincourse/add', admin, { course: 1, student: 99 })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/studentincourse/add', admin, { course: 1 })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/student/99/course', admin)).statusCode).toBe(404);
  });
});

describe('students in a project', () => {
  it('adds an enrolled student without a project, and removes them again', async () => {
    const res = await t.call('POST', '/api/studentinproject/add', admin, { student: 6, project: 6 });
    expect(res.json()).toMatchObject({ status: 200, data: { stdinprjId: expect.any(Number) } });
    const sip = res.json().data.stdinprjId;
    expect((await t.call('GET', '/api/student/6/project', admin)).json()).toEqual([
      { StudentId: 6, stdinprjId: sip, Code: 'SE160006', CODE: 'SE160006', Name: 'Vo Thanh Khoa', BirthDay: expect.any(String), Address: expect.any(String) },
    ]);
    expect((await t.call('POST', '/api/studentinproject/add', admin, { student: 6, project: 6 })).json()).toMatchObject({
      status: 401,
      message: 'This student is already in this project',
    });
    expect((await t.call('DELETE', `/api/studentinproject/${sip}/remove`, admin)).json()).toMatchObject({ status: 200 });
    expect((await t.call('GET', '/api/student/6/project', admin)).json()).toEqual([]);
  });

  it('refuses a student who is not enrolled in the project’s course', async () => {
    expect((await t.call('POST', '/api/studentinproject/add', admin, { student: 7, project: 6 })).json()).toMatchObject({
      status: 401,
      message: "The student is not enrolled in this project's course",
    });
  });

  it('refuses a student who is already in another project of the course', async () => {
    // student 9 is in project 4 (course 2); project 3 is in course 2 too, not graded
    expect((await t.call('POST', '/api/studentinproject/add', admin, { student: 9, project: 3 })).json()).toMatchObject({
      status: 401,
      message: 'This student is already in a project of this course',
    });
  });

  it('refuses adding to or removing from a graded project', async () => {
    // project 2 has lecturer 2's marks; student 6 is enrolled in course 1 without a project
    const add = await t.call('POST', '/api/studentinproject/add', admin, { student: 6, project: 2 });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toMatchObject({ status: 401, message: 'Can not add because project is graded' });
    const remove = await t.call('DELETE', '/api/studentinproject/4/remove', admin);
    expect(remove.statusCode).toBe(200);
    expect(remove.json()).toMatchObject({ status: 401, message: 'Can not remove because project is graded' });
    expect((await t.call('GET', '/api/student/2/project', admin)).json()).toHaveLength(2);
  });

  it('a project becomes graded with its first mark', async () => {
    // project 4: sip 8, 9; not on a board yet -> put it on board 2 and give one mark through lecturer-in-board 3
    expect((await t.call('DELETE', '/api/studentinproject/9/remove', admin)).json().status).toBe(200);
    expect((await t.call('POST', '/api/studentinproject/add', admin, { student: 10, project: 4 })).json().status).toBe(200);
    await t.app.db.insertInto('project_in_board').values({ ProjectId: 4, BoardId: 2, IntendTime: '15:00', OrderNo: 2, ProtectTime: 30 }).execute();
    await insertMarks(t, 8, 3, [1], [6.5]);
    expect((await t.call('DELETE', '/api/studentinproject/8/remove', admin)).json().message).toBe('Can not remove because project is graded');
  });

  it('answers 404 for unknown ids', async () => {
    expect((await t.call('POST', '/api/studentinproject/add', admin, { student: 99, project: 1 })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/studentinproject/add', admin, { student: 1, project: 99 })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/studentinproject/999/remove', admin)).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('admin-only link calls and the not-enrolled list: lecturer and student 403, anonymous 401', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/studentincourse/add', { course: 2, student: 12 }],
      ['DELETE', '/api/studentincourse/1/6', undefined],
      ['POST', '/api/studentinproject/add', { student: 6, project: 6 }],
      ['DELETE', '/api/studentinproject/1/remove', undefined],
      ['GET', '/api/student/1/getstdnotincour', undefined],
    ] as const) {
      expect((await t.call(method, url, lecturer1, body)).statusCode).toBe(403);
      expect((await t.call(method, url, student, body)).statusCode).toBe(403);
      expect((await t.call(method, url, null, body)).statusCode).toBe(401);
    }
  });

  it('students of a course: admin and the course lecturer (api.md); another lecturer 404, a student 403', async () => {
    for (const url of ['/api/student/1/course', '/api/student/1/getstdnotinproject', '/api/student/1/nothaveproject']) {
      expect((await t.call('GET', url, lecturer1)).statusCode).toBe(200);
      expect((await t.call('GET', url, lecturer3)).statusCode).toBe(404);
      expect((await t.call('GET', url, student)).statusCode).toBe(403);
      expect((await t.call('GET', url, null)).statusCode).toBe(401);
    }
  });

  it('students of a project: admin and lecturers of its board; others refused', async () => {
    expect((await t.call('GET', '/api/student/1/project', lecturer1)).json()).toHaveLength(3);
    expect((await t.call('GET', '/api/student/1/project', lecturer3)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/student/1/project', student)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/student/1/project')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/student/999/project', admin)).statusCode).toBe(404);
  });
});
