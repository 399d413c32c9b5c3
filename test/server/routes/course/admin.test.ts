import { createTestApp, loginDemo, type TestApp, expectAdminOnly } from '../../testing/testApp';

let t: TestApp;
let admin: string;
let lecturer: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, lecturer, student] = await loginDemo(t, 'admin', 'lecturer1', 'student1');
});
afterAll(() => t.close());

const ROW1 = {
  Id: 1,
  Name: 'SEP490-G1',
  SubjectId: 1,
  SemesterId: 2,
  LectureId: 1,
  SubjectName: 'Capstone Project',
  SemesterYear: 2026,
  SemesterSession: 'Fall',
  LecturerName: 'Nguyen Van An',
};
const NEW = { subjectId: 2, semesterId: 1, LectureId: 2, name: 'SWP391-2026S' };

describe('course reads', () => {
  it('GET /course/getall lists rows with display fields', async () => {
    const res = await t.call('GET', '/api/course/getall', admin);
    expect(res.json()).toHaveLength(4);
    expect(res.json()[0]).toEqual(ROW1);
  });
  it('GET /course/{subjectId}/getbysubject and /course/{id}/getbyid answer arrays', async () => {
    expect((await t.call('GET', '/api/course/1/getbysubject', admin)).json().map((c: { Id: number }) => c.Id)).toEqual([1, 2, 4]);
    expect((await t.call('GET', '/api/course/3/getbysubject', admin)).json()).toEqual([]);
    expect((await t.call('GET', '/api/course/1/getbyid', admin)).json()).toEqual([ROW1]);
  });
  it('GET /course/{semesterId}/{subjectId} answers {status: 200, data}', async () => {
    const res = await t.call('GET', '/api/course/2/1', admin);
    expect(res.json()).toEqual({ status: 200, data: [ROW1, expect.objectContaining({ Id: 2 })] });
  });
  it('answers 404 for unknown ids', async () => {
    expect((await t.call('GET', '/api/course/99/getbyid', admin)).json()).toMatchObject({ status: 404, message: 'Course not found' });
    expect((await t.call('GET', '/api/course/99/getbysubject', admin)).json()).toMatchObject({ status: 404, message: 'Subject not found' });
    expect((await t.call('GET', '/api/course/99/1', admin)).json()).toMatchObject({ status: 404, message: 'Semester not found' });
  });
  it('is the admin\'s only, except a course by id for the lecturers who see it', async () => {
    for (const url of ['/api/course/getall', '/api/course/1/getbysubject', '/api/course/2/1']) {
      await expectAdminOnly(t, 'GET', url, [lecturer, student]);
    }
    // a course by id: also its lecturer, or a lecturer on a board with a project of it (the marking screen)
    expect((await t.call('GET', '/api/course/1/getbyid', lecturer)).json()).toEqual([ROW1]);
    expect((await t.call('GET', '/api/course/1/getbyid', student)).statusCode).toBe(403);
    // lecturer2 sits on board 1 (projects of course 1) but not on board 3 (project 5 of course 3), and teaches neither
    const lecturer2 = await t.login('teach', 'lecturer2', 'lecturer123');
    expect((await t.call('GET', '/api/course/1/getbyid', lecturer2)).json()).toEqual([ROW1]);
    expect((await t.call('GET', '/api/course/3/getbyid', lecturer2)).json()).toMatchObject({ status: 404, message: 'Course not found' });
  });
});

describe('POST /course/add', () => {
  it('adds a course', async () => {
    const res = await t.call('POST', '/api/course/add', admin, NEW);
    expect(res.json()).toMatchObject({ status: 200, message: 'Course added successfully' });
    const rows = (await t.call('GET', `/api/course/${res.json().data.id}/getbyid`, admin)).json();
    expect(rows[0]).toMatchObject({ Name: 'SWP391-2026S', SubjectName: 'Software Engineering Project', SemesterSession: 'Spring', LecturerName: 'Tran Thi Binh' });
  });
  it.each([
    [{ ...NEW, subjectId: undefined }, 'Subject ID Required'],
    [{ ...NEW, semesterId: undefined }, 'Semester ID Required'],
    [{ ...NEW, LectureId: undefined }, 'Lecture ID Required'],
    [{ ...NEW, name: '' }, 'Name is Required'],
  ])('answers 400 with the spec message for %j', async (body, message) => {
    const res = await t.call('POST', '/api/course/add', admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
  });
  it('answers 400 for an id 0, blank or not numeric, 404 for an unknown subject, semester or lecturer', async () => {
    expect((await t.call('POST', '/api/course/add', admin, { ...NEW, subjectId: 0 })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/course/add', admin, { ...NEW, subjectId: '' })).json()).toMatchObject({ status: 400, message: 'body.subjectId must be integer' });
    expect((await t.call('POST', '/api/course/add', admin, { ...NEW, subjectId: '2a' })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/course/add', admin, { ...NEW, subjectId: 99 })).json()).toMatchObject({ status: 404, message: 'Subject not found' });
    expect((await t.call('POST', '/api/course/add', admin, { ...NEW, semesterId: 99 })).json()).toMatchObject({ status: 404, message: 'Semester not found' });
    expect((await t.call('POST', '/api/course/add', admin, { ...NEW, LectureId: 99 })).json()).toMatchObject({ status: 404, message: 'Lecturer not found' });
  });
  it('is the admin\'s only', async () => {
    await expectAdminOnly(t, 'POST', '/api/course/add', [lecturer, student], NEW);
  });
});

describe('DELETE /course/{id}', () => {
  it('deletes a course nothing depends on', async () => {
    const id = (await t.call('POST', '/api/course/add', admin, { ...NEW, name: 'Temporary' })).json().data.id;
    expect((await t.call('DELETE', `/api/course/${id}`, admin)).json()).toEqual({ status: 200, message: 'Deleted course successfully' });
    expect((await t.call('GET', `/api/course/${id}/getbyid`, admin)).statusCode).toBe(404);
  });
  it('refuses (409) a course with projects and students, naming them', async () => {
    const res = await t.call('DELETE', '/api/course/1', admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cannot delete course 1: it still has 3 projects and 6 enrolled students');
    expect((await t.call('DELETE', '/api/course/4', admin)).json().message).toBe('Cannot delete course 4: it still has 2 enrolled students');
  });
  it('answers 404 unknown, 403 lecturer/student, 401 anonymous', async () => {
    expect((await t.call('DELETE', '/api/course/99', admin)).statusCode).toBe(404);
    await expectAdminOnly(t, 'DELETE', '/api/course/4', [lecturer, student]);
  });
});
