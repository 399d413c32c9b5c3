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

const NEW = { name: 'Dormitory Portal', notion: 'Room allocation for the dormitory', courseId: 3 };

describe('project reads', () => {
  it('GET /project/getall lists rows with display fields (the list\'s own: no board, publication or count)', async () => {
    const rows = (await t.call('GET', '/api/project/getall', admin)).json();
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({
      Id: 1,
      Name: 'Smart Campus Parking',
      Notion: 'License-plate recognition for the campus car park',
      CourseId: 1,
      CourseName: 'SEP490-G1',
      SemesterId: 2,
      SemesterYear: 2026,
      SemesterSession: 'Fall',
      SubjectId: 1,
      SubjectName: 'Capstone Project',
    });
    expect(rows[5]).toMatchObject({ Id: 6, CourseId: 1 });
  });
  it('GET /project/{courseId}/projectincourses and /project/{id}/getbyid answer arrays', async () => {
    const inCourse = (await t.call('GET', '/api/project/1/projectincourses', admin)).json();
    expect(inCourse.map((p: { Id: number }) => p.Id)).toEqual([1, 2, 6]);
    // the spec's own names alongside (api.md "Shapes existing clients read")
    expect(inCourse[0]).toMatchObject({ prjId: 1, Name: 'Smart Campus Parking', notion: 'License-plate recognition for the campus car park', CourseId: 1 });
    expect((await t.call('GET', '/api/project/4/projectincourses', admin)).json()).toEqual([]);
    const one = (await t.call('GET', '/api/project/3/getbyid', admin)).json();
    expect(one).toEqual([expect.objectContaining({ Id: 3, Name: 'Canteen Ordering', Published: false, BoardId: 2 })]);
  });
  it('GET /project/getallpubliced answers {status: 200, data: [{ProjectId}]} (what the spec\'s client reads, once)', async () => {
    const res = (await t.call('GET', '/api/project/getallpubliced', admin)).json();
    expect(res).toEqual({ status: 200, data: [{ ProjectId: 1 }] });
  });
  it('answers 404 for unknown ids', async () => {
    expect((await t.call('GET', '/api/project/99/getbyid', admin)).json()).toMatchObject({ status: 404, message: 'Project 99 not found' });
    expect((await t.call('GET', '/api/project/99/projectincourses', admin)).json()).toMatchObject({ status: 404, message: 'Course not found' });
  });
  it('is the admin\'s only, except the reads a lecturer\'s screens make (api.md) on its own courses and boards', async () => {
    for (const url of ['/api/project/getall', '/api/project/getallpubliced', '/api/project/1/projectincourses', '/api/project/1/getbyid']) {
      expect((await t.call('GET', url, lecturer)).statusCode).toBe(200);
      expect((await t.call('GET', url, student)).statusCode).toBe(403);
      expect((await t.call('GET', url, null)).statusCode).toBe(401);
    }
    // GET /project/getall for a lecturer: only the projects of its own courses and of the boards it sits on
    const all = ((await t.call('GET', '/api/project/getall', admin)).json() as { Id: number }[]).map((r) => r.Id);
    const mine = ((await t.call('GET', '/api/project/getall', lecturer)).json() as { Id: number }[]).map((r) => r.Id);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine).toContain(1);
    expect(mine).not.toContain(3);
    expect(all).toEqual(expect.arrayContaining([...mine, 3]));
    // lecturer1 does not teach course 2 (project 3) nor sit on its board (board 2): 404 as for an unknown id
    expect((await t.call('GET', '/api/project/2/projectincourses', lecturer)).json()).toMatchObject({ status: 404, message: 'Course not found' });
    expect((await t.call('GET', '/api/project/3/getbyid', lecturer)).json()).toMatchObject({ status: 404, message: 'Project 3 not found' });
  });
});

describe('POST /project/add', () => {
  it('adds a project (name, notion, courseId)', async () => {
    const res = await t.call('POST', '/api/project/add', admin, NEW);
    expect(res.json()).toMatchObject({ status: 200, message: 'Add project successfully' });
    expect((await t.call('GET', `/api/project/${res.json().data.id}/getbyid`, admin)).json()[0]).toMatchObject({ ...{ Name: NEW.name, Notion: NEW.notion, CourseId: 3 } });
  });
  it('accepts the admin form\'s semester and subject when they are the course\'s', async () => {
    const res = await t.call('POST', '/api/project/add', admin, { ...NEW, name: 'Second', semester: 2, subject: 2 });
    expect(res.json().status).toBe(200);
  });
  it('refuses (400) a semester or subject that is not the course\'s', async () => {
    const a = await t.call('POST', '/api/project/add', admin, { ...NEW, semester: 1, subject: 2 });
    expect(a.statusCode).toBe(400);
    expect(a.json().message).toBe('Course 3 does not belong to semester 1');
    const b = await t.call('POST', '/api/project/add', admin, { ...NEW, semester: 2, subject: 1 });
    expect(b.json().message).toBe('Course 3 does not belong to subject 1');
  });
  it.each([
    [{ ...NEW, name: '' }, 'Name is required'],
    [{ ...NEW, notion: undefined }, 'Notion is required'],
    [{ ...NEW, courseId: undefined }, 'Course ID is required'],
  ])('answers 400 with the spec message for %j', async (body, message) => {
    const res = await t.call('POST', '/api/project/add', admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
  });
  it('answers 404 for an unknown course and 400 for an unknown field', async () => {
    expect((await t.call('POST', '/api/project/add', admin, { ...NEW, courseId: 99 })).json()).toMatchObject({ status: 404, message: 'Course not found' });
    expect((await t.call('POST', '/api/project/add', admin, { ...NEW, CourseId: 3 })).statusCode).toBe(400);
  });
  it('is the admin\'s only', async () => {
    await expectAdminOnly(t, 'POST', '/api/project/add', [lecturer, student], NEW);
  });
});

describe('PUT /project/edit', () => {
  it('edits name and notion', async () => {
    const res = await t.call('PUT', '/api/project/edit', admin, { id: 4, name: 'Lab Tracker', notion: 'RFID lending' });
    expect(res.json()).toEqual({ status: 200, message: 'Updated project successfully' });
    expect((await t.call('GET', '/api/project/4/getbyid', admin)).json()[0]).toMatchObject({ Name: 'Lab Tracker', Notion: 'RFID lending' });
  });
  it.each([
    [{ id: 4, notion: 'x' }, 'Your name is required'],
    [{ id: 4, name: 'A', notion: 'x' }, 'Your name must be at least 2 characters long'],
    [{ id: 4, name: 'A'.repeat(51), notion: 'x' }, 'Your name must be under 50 characters long'],
    [{ id: 4, name: 'Ok', notion: ' ' }, 'Your notion is required'],
  ])('answers 400 with the (corrected) spec message for %j', async (body, message) => {
    const res = await t.call('PUT', '/api/project/edit', admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
  });
  it('accepts the bounds 2 and 50', async () => {
    expect((await t.call('PUT', '/api/project/edit', admin, { id: 4, name: 'AB', notion: 'x' })).json().status).toBe(200);
    expect((await t.call('PUT', '/api/project/edit', admin, { id: 4, name: 'A'.repeat(50), notion: 'x' })).json().status).toBe(200);
  });
  it('answers 404 unknown, 400 without id, 403 lecturer/student, 401 anonymous', async () => {
    expect((await t.call('PUT', '/api/project/edit', admin, { id: 99, name: 'Ok name', notion: 'x' })).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/project/edit', admin, { name: 'Ok name', notion: 'x' })).statusCode).toBe(400);
    await expectAdminOnly(t, 'PUT', '/api/project/edit', [lecturer, student], { id: 4, name: 'Ok name', notion: 'x' });
  });
});

describe('DELETE /project/{id}', () => {
  it('deletes a project nothing depends on', async () => {
    expect((await t.call('DELETE', '/api/project/6', admin)).json()).toEqual({ status: 200, message: 'Deleted successfully' });
    expect((await t.call('GET', '/api/project/6/getbyid', admin)).statusCode).toBe(404);
  });
  it('refuses (409) a project with students, a board or a publication, naming them', async () => {
    const res = await t.call('DELETE', '/api/project/1', admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cannot delete project 1: it still has 3 students, 1 evaluation board and 1 publication');
    expect((await t.call('DELETE', '/api/project/4', admin)).json().message).toBe('Cannot delete project 4: it still has 2 students');
  });
  it('answers 404 unknown, 403 lecturer/student, 401 anonymous', async () => {
    expect((await t.call('DELETE', '/api/project/99', admin)).statusCode).toBe(404);
    await expectAdminOnly(t, 'DELETE', '/api/project/4', [lecturer, student]);
  });
});
