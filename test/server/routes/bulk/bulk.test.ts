import { createTestApp, expectAdminOnly, loginDemo, type TestApp } from '../../testing/testApp';

let t: TestApp;
let admin: string;
let lecturer: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, lecturer, student] = await loginDemo(t, 'admin', 'lecturer1', 'student1');
}, 30_000);
afterAll(() => t.close());

const person = (n: number) => ({ code: `BK${String(n).padStart(6, '0')}`, name: `Bulk Student ${n}`, birthday: '2004-05-06', address: `${n} Bulk Street`, username: `bulk${n}`, password: 'secret1' });

/** Imports students through the product's own import and answers their new ids. */
async function newStudents(...numbers: number[]): Promise<number[]> {
  const res = await t.call('POST', '/api/student/import', admin, { rows: numbers.map(person) });
  expect(res.json()).toMatchObject({ status: 200 });
  const all = (await t.call('GET', '/api/student/getall', admin)).json() as { id: number; code: string }[];
  return numbers.map((n) => all.find((s) => s.code === person(n).code)!.id);
}

const courseStudentIds = async (courseId: number) => ((await t.call('GET', `/api/student/${courseId}/course`, admin)).json() as { Id: number }[]).map((s) => s.Id);
const projectStudentIds = async (projectId: number) => ((await t.call('GET', `/api/student/${projectId}/project`, admin)).json() as { StudentId: number }[]).map((s) => s.StudentId);

describe('POST /student/bulk-delete', () => {
  it('deletes the free rows and names each kept row with its reason', async () => {
    const [a, b] = await newStudents(1, 2);
    const res = await t.call('POST', '/api/student/bulk-delete', admin, { ids: [a, b, 1, 99999] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 200, message: 'Deleted 2 students; 2 students kept', data: { done: [a, b] } });
    expect(body.data.refused).toEqual([
      {
        id: 1,
        code: expect.any(String),
        name: expect.any(String),
        reason: expect.stringMatching(/^Cannot delete student 1: it still has .*course/),
        // the reason's code and variables, as the delete alone answers them (the client translates them)
        reasonCode: 'cannotDeleteDependents',
        reasonParams: (await t.call('GET', '/api/dependents/student/1', admin)).json().data.params,
      },
      { id: 99999, code: null, name: null, reason: 'Student not found', reasonCode: 'studentUnknown' },
    ]);
    expect(body.data.refused[0].reasonParams).toMatchObject({ kind: 'student', id: '1', courseEnrolment: expect.stringMatching(/^\d+$/) });
    const left = ((await t.call('GET', '/api/student/getall', admin)).json() as { id: number }[]).map((s) => s.id);
    expect(left).toContain(1);
    expect(left).not.toContain(a);
    expect(left).not.toContain(b);
  });
  it('is the admin\'s only and refuses an empty or malformed list with 400', async () => {
    await expectAdminOnly(t, 'POST', '/api/student/bulk-delete', [lecturer, student], { ids: [1] });
    expect((await t.call('POST', '/api/student/bulk-delete', admin, { ids: [] })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/student/bulk-delete', admin, { ids: ['x'] })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/student/bulk-delete', admin, {})).statusCode).toBe(400);
  });
});

describe('POST /teacher/bulk-delete', () => {
  it('deletes a free lecturer and keeps one teaching a course', async () => {
    const add = await t.call('POST', '/api/teacher/add', admin, { name: 'Bulk Lecturer', birthday: '1980-01-01', phone: '0912345678', address: '1 Bulk Road', username: 'bulklect', password: 'secret1' });
    expect(add.json()).toMatchObject({ status: 200 });
    const id = ((await t.call('GET', '/api/teacher/getall', admin)).json() as { Id: number; Name: string }[]).find((l) => l.Name === 'Bulk Lecturer')!.Id;
    const res = await t.call('POST', '/api/teacher/bulk-delete', admin, { ids: [id, 1] });
    expect(res.json()).toMatchObject({ status: 200, message: 'Deleted 1 lecturer; 1 lecturer kept', data: { done: [id], refused: [{ id: 1, code: null, name: 'Nguyen Van An', reason: expect.stringMatching(/^Cannot delete lecturer 1/) }] } });
    await expectAdminOnly(t, 'POST', '/api/teacher/bulk-delete', [lecturer, student], { ids: [id] });
  });
});

describe('POST /studentincourse/bulk-add', () => {
  it('enrols those it can and lists the others by code and name, with the reason', async () => {
    const [a, b] = await newStudents(10, 11);
    const before = await courseStudentIds(1);
    const res = await t.call('POST', '/api/studentincourse/bulk-add', admin, { course: 1, students: [a, 1, b, 88888] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 200,
      message: 'Enrolled 2 students in the course; 2 students not enrolled',
      data: {
        done: [a, b],
        refused: [
          { id: 1, code: 'SE160001', name: 'Nguyen Minh Anh', reason: 'This student is already enrolled in this course', reasonCode: 'alreadyEnrolled' },
          { id: 88888, code: null, name: null, reason: 'Student 88888 not found', reasonCode: 'studentNotFound', reasonParams: { id: '88888' } },
        ],
      },
    });
    expect((await courseStudentIds(1)).sort((x, y) => x - y)).toEqual([...before, a, b].sort((x, y) => x - y));
  });
  it('enrols every selected student in one request', async () => {
    const ids = await newStudents(20, 21, 22);
    const res = await t.call('POST', '/api/studentincourse/bulk-add', admin, { course: 3, students: ids });
    expect(res.json()).toMatchObject({ status: 200, message: 'Enrolled 3 students in the course', data: { done: ids, refused: [] } });
    expect(await courseStudentIds(3)).toEqual(expect.arrayContaining(ids));
  });
  it('answers 404 for an unknown course and is the admin\'s only', async () => {
    const res = await t.call('POST', '/api/studentincourse/bulk-add', admin, { course: 777, students: [1] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, message: 'Course 777 not found' });
    await expectAdminOnly(t, 'POST', '/api/studentincourse/bulk-add', [lecturer, student], { course: 1, students: [1] });
  });
});

describe('POST /studentinproject/bulk-add', () => {
  it('puts the enrolled students without a project into the project and lists the others by code and name', async () => {
    const [a, b] = await newStudents(30, 31);
    expect((await t.call('POST', '/api/studentincourse/bulk-add', admin, { course: 1, students: [a, b] })).json()).toMatchObject({ status: 200 });
    // student 9 is not in course 1; student 2 is already in project 1 of course 1
    const res = await t.call('POST', '/api/studentinproject/bulk-add', admin, { project: 6, students: [a, 9, 2] });
    expect(res.json()).toMatchObject({
      status: 200,
      message: 'Added 1 student to the project; 2 students not added',
      data: {
        done: [a],
        refused: [
          { id: 9, code: expect.any(String), name: expect.any(String), reason: "The student is not enrolled in this project's course", reasonCode: 'notEnrolledInCourse' },
          { id: 2, code: expect.any(String), name: expect.any(String), reason: 'This student is already in a project of this course', reasonCode: 'alreadyInCourseProject' },
        ],
      },
    });
    expect(await projectStudentIds(6)).toEqual([a]);
    const again = await t.call('POST', '/api/studentinproject/bulk-add', admin, { project: 6, students: [a, b, 6] });
    expect(again.json()).toMatchObject({ status: 200, message: 'Added 2 students to the project; 1 student not added', data: { done: [b, 6], refused: [{ id: a, reason: 'This student is already in this project' }] } });
    expect((await projectStudentIds(6)).sort((x, y) => x - y)).toEqual([a, b, 6].sort((x, y) => x - y));
  });
  it('refuses a graded project as a whole', async () => {
    const res = await t.call('POST', '/api/studentinproject/bulk-add', admin, { project: 1, students: [6] });
    expect(res.json()).toMatchObject({ status: 401 });
    expect(await projectStudentIds(1)).not.toContain(6);
    await expectAdminOnly(t, 'POST', '/api/studentinproject/bulk-add', [lecturer, student], { project: 6, students: [1] });
  });
});

describe('POST /student/import with Course and Project columns', () => {
  const row = (n: number, course = '', project = '') => ({ ...person(n), course, project });
  it('enrols while importing (course by ID or name, project by name within it, or a project alone)', async () => {
    const res = await t.call('POST', '/api/student/import', admin, { rows: [row(40, '3'), row(41, 'sep490-g1', 'Alumni Network'), row(42, '', '6'), row(43)] });
    expect(res.json()).toMatchObject({ status: 200, data: { count: 4 } });
    const all = (await t.call('GET', '/api/student/getall', admin)).json() as { id: number; code: string }[];
    const [a, b, c, d] = [40, 41, 42, 43].map((n) => all.find((s) => s.code === person(n).code)!.id);
    expect(await courseStudentIds(3)).toContain(a);
    expect(await courseStudentIds(1)).toEqual(expect.arrayContaining([b, c]));
    expect(await courseStudentIds(1)).not.toContain(d);
    expect(await projectStudentIds(6)).toEqual(expect.arrayContaining([b, c]));
  });
  it('imports nothing when one row names an unknown course, a project of another course or a graded project', async () => {
    const before = ((await t.call('GET', '/api/student/getall', admin)).json() as unknown[]).length;
    const res = await t.call('POST', '/api/student/import', admin, { rows: [row(50, 'No Such Course'), row(51, '2', 'Alumni Network'), row(52, '', 'Smart Campus Parking'), row(53, '1')] });
    expect(res.json()).toMatchObject({
      status: 400,
      message: '3 of 4 rows are invalid; nothing was imported',
      data: {
        errors: [
          { row: 1, field: 'course', message: "Course 'No Such Course' not found" },
          { row: 2, field: 'project', message: "Project 'Alumni Network' not found in course '2'" },
          { row: 3, field: 'project', message: "Project 'Smart Campus Parking' is graded: no student can be added" },
        ],
      },
    });
    expect(((await t.call('GET', '/api/student/getall', admin)).json() as unknown[]).length).toBe(before);
  });
  it('reports duplicates inside the file and against the database per row', async () => {
    const res = await t.call('POST', '/api/student/import', admin, { rows: [row(60), { ...row(61), code: person(60).code }, { ...row(62), code: 'SE160001' }] });
    expect(res.json()).toMatchObject({
      status: 400,
      data: {
        errors: [
          { row: 2, field: 'code', message: `The code '${person(60).code}' is also in row 1` },
          { row: 3, field: 'code', message: "The code 'SE160001' is already taken" },
        ],
      },
    });
  });
});
