import { sheetFile } from '../../testing/sheetFile';
import { demoAdminApp, type TestApp } from '../../testing/testApp';

/*
 * .xlsx imports of courses with their students and of projects with their members, on the demo data (students
 * SE160001..SE160012; course 1 holds students 1-6, of whom 1-5 are in its projects; course 3 holds 1, 2, 11, 12, of
 * whom 1 and 11 are in project 5). All or nothing, each problem named by row and cell.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => ({ t, admin } = await demoAdminApp()));
afterAll(async () => {
  await t?.close();
});

const count = async (table: 'course' | 'project' | 'student_in_course' | 'student_in_project') =>
  Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

const post = async (kind: string, header: string[], rows: unknown[][]) => (await t.upload(`/api/import/${kind}.xlsx`, admin, { file: await sheetFile(header, rows) })).json();

const COURSES = ['Name', 'Subject ID', 'Semester ID', 'Lecturer ID', 'Student codes'];
const PROJECTS = ['Name', 'Notion', 'Course ID', 'Student codes'];

describe('courses from Excel', () => {
  it('refuses every bad cell, naming it, and writes nothing', async () => {
    const before = [await count('course'), await count('student_in_course')];
    const body = await post('courses', COURSES, [
      ['SEP490-G7', 1, 2, 1, 'SE160001'],
      ['', 99, 2, 'abc', 'SE999999; SE160003, SE160003'],
    ]);
    expect(body.status).toBe(400);
    expect(body.message).toBe('1 of 2 rows is invalid; nothing was imported');
    expect(body.data.errors).toEqual(
      expect.arrayContaining([
        { row: 3, field: 'Name', cell: 'A3', message: 'Name is Required', code: 'requiredIsCapital', params: { field: 'name' } },
        { row: 3, field: 'Subject ID', cell: 'B3', message: 'Subject 99 not found', code: 'subjectNotFound', params: { id: '99' } },
        { row: 3, field: 'Lecturer ID', cell: 'D3', message: expect.any(String), code: expect.any(String), params: expect.any(Object) },
        { row: 3, field: 'Student codes', cell: 'E3', message: "Student 'SE999999' not found", code: 'studentCodeNotFound', params: { code: 'SE999999' } },
        { row: 3, field: 'Student codes', cell: 'E3', message: "The code 'SE160003' is also in row 3", code: 'codeAlsoInRow', params: { value: 'SE160003', row: '3' } },
      ]),
    );
    expect(body.data.errors).toHaveLength(5);
    expect([await count('course'), await count('student_in_course')]).toEqual(before);
  });

  it('imports courses with their students', async () => {
    const before = [await count('course'), await count('student_in_course')];
    const body = await post('courses', COURSES, [
      ['SEP490-G8', 1, 2, 1, 'SE160001, SE160002 SE160003'],
      ['SWP391-G8 Lớp tối', 2, 3, 2, ''],
    ]);
    expect(body).toMatchObject({ status: 200, data: { count: 2 } });
    expect([await count('course'), await count('student_in_course')]).toEqual([before[0]! + 2, before[1]! + 3]);
    const course = await t.app.db.selectFrom('course').selectAll().where('Name', '=', 'SWP391-G8 Lớp tối').executeTakeFirstOrThrow();
    expect(course).toMatchObject({ SubjectId: 2, SemesterId: 3, LectureId: 2 });
  });
});

describe('projects from Excel', () => {
  it('refuses members who are unknown, not enrolled, already placed or listed twice, and writes nothing', async () => {
    const before = [await count('project'), await count('student_in_project')];
    const body = await post('projects', PROJECTS, [
      ['Drone Mapping', 'Campus maps from the air', 1, 'SE160001'],
      ['Chatbot', 'Admissions questions', 1, 'SE160007'],
      ['Wiki', 'A department wiki', 1, 'SE160006'],
      ['Forum', 'A course forum', 1, 'SE160006'],
      ['Orphan', 'No such course', 77, ''],
      ['', 'A project without a name', 3, 'SE160002'],
    ]);
    expect(body.status).toBe(400);
    expect(body.data.errors).toEqual([
      { row: 2, field: 'Student codes', cell: 'D2', message: "Student 'SE160001' is already in a project of this course", code: 'studentCodeInCourseProject', params: { code: 'SE160001' } },
      { row: 3, field: 'Student codes', cell: 'D3', message: "Student 'SE160007' is not enrolled in the project's course", code: 'studentCodeNotEnrolled', params: { code: 'SE160007' } },
      { row: 5, field: 'Student codes', cell: 'D5', message: "The code 'SE160006' is also in row 4", code: 'codeAlsoInRow', params: { value: 'SE160006', row: '4' } },
      { row: 6, field: 'Course ID', cell: 'C6', message: 'Course 77 not found', code: 'courseNotFound', params: { id: '77' } },
      { row: 7, field: 'Name', cell: 'A7', message: 'Name is required', code: 'required', params: { field: 'name' } },
    ]);
    expect([await count('project'), await count('student_in_project')]).toEqual(before);
  });

  it('imports projects with their members', async () => {
    const before = [await count('project'), await count('student_in_project')];
    const body = await post('projects', PROJECTS, [
      ['Wiki', 'A department wiki', 1, 'SE160006'],
      ['Quản lý phòng lab', 'Đặt phòng và thiết bị', 3, 'SE160002;SE160012'],
      ['Empty for now', 'Members join later', 2, ''],
    ]);
    expect(body).toMatchObject({ status: 200, data: { count: 3 } });
    expect([await count('project'), await count('student_in_project')]).toEqual([before[0]! + 3, before[1]! + 3]);
    const lab = await t.app.db.selectFrom('project').select(['Id', 'CourseId']).where('Name', '=', 'Quản lý phòng lab').executeTakeFirstOrThrow();
    const members = await t.app.db.selectFrom('student_in_project').select('StudentId').where('ProjectId', '=', lab.Id).orderBy('StudentId').execute();
    expect(members.map((m) => m.StudentId)).toEqual([2, 12]);
  });

  it('refuses an empty sheet and a file that is not a workbook with a clear message', async () => {
    expect(await post('projects', PROJECTS, [])).toMatchObject({ status: 400, message: 'The file has no projects' });
    const res = await t.upload('/api/import/courses.xlsx', admin, { file: Buffer.from('not a workbook').toString('base64') });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ status: 400, message: 'The file is not an Excel workbook (.xlsx)' });
  });
});

describe('the schedule from Excel', () => {
  /** The term's CSV export as rows of cells (the demo's names hold no commas or quotes). */
  const exported = async () => (await t.call('GET', '/api/schedule/export?semesterId=2', admin)).body.replace(/^\uFEFF/, '').trim().split(/\r?\n/).map((l) => l.split(','));

  it('refuses a bad cell, naming it, and changes nothing', async () => {
    const [header, ...rows] = await exported();
    const before = await exported();
    rows[1]![header!.indexOf('Date')] = '2026-02-30';
    const body = (await t.upload('/api/import/schedule.xlsx', admin, { semesterId: 2, file: await sheetFile(header!, rows) })).json();
    expect(body.status).toBe(400);
    const letter = String.fromCharCode(65 + header!.indexOf('Date'));
    expect(body.data.errors).toEqual(expect.arrayContaining([expect.objectContaining({ row: 3, field: 'Date', cell: `${letter}3` })]));
    expect(await exported()).toEqual(before);
  });

  it("imports the term's own export, read back unchanged", async () => {
    const [header, ...rows] = await exported();
    const before = await exported();
    const body = (await t.upload('/api/import/schedule.xlsx', admin, { semesterId: 2, file: await sheetFile(header!, rows) })).json();
    expect(body).toMatchObject({ status: 200, message: 'Imported the schedule: 3 boards, 4 slots' });
    expect(await exported()).toEqual(before);
  });
});
