import { demoAdminApp, type TestApp } from '../../testing/testApp';

/** A refusal names people and things as the admin knows them (a student's code and name, a course's or project's name), not by internal id. */
let t: TestApp;
let admin: string;

beforeAll(async () => ({ t, admin } = await demoAdminApp()));
afterAll(async () => {
  await t?.close();
});

const body = (res: { payload: string }) => JSON.parse(res.payload) as { status: number; message: string; code?: string; params?: Record<string, unknown> };

describe('refusals name by code and name', () => {
  it('unenrolling a student who is not in the course names the student and the course', async () => {
    const db = t.app.db;
    const course = await db.selectFrom('course').select(['Id', 'Name']).orderBy('Id').executeTakeFirstOrThrow();
    const enrolled = (await db.selectFrom('student_in_course').select('StudentId').where('CourseId', '=', course.Id).execute()).map((r) => r.StudentId);
    const student = await db.selectFrom('student').select(['Id', 'Code', 'Name']).where('Id', 'not in', enrolled.length ? enrolled : [0]).orderBy('Id').executeTakeFirstOrThrow();
    const answer = body(await t.call('DELETE', `/api/studentincourse/${course.Id}/${student.Id}`, admin));
    expect(answer.code).toBe('studentInCourseNotFound');
    expect(answer.message).toBe(`Student ${student.Code} ${student.Name} is not enrolled in course ${course.Name}`);
    expect(answer.params).toEqual({ student: `${student.Code} ${student.Name}`, course: course.Name });
  });

  it("unenrolling a student who is in one of the course's projects names the project, no id", async () => {
    const link = await t.app.db
      .selectFrom('student_in_project as sp')
      .innerJoin('project as p', 'p.Id', 'sp.ProjectId')
      .select(['sp.StudentId', 'sp.CourseId', 'p.Id', 'p.Name'])
      .orderBy('sp.Id')
      .executeTakeFirstOrThrow();
    const answer = body(await t.call('DELETE', `/api/studentincourse/${link.CourseId}/${link.StudentId}`, admin));
    expect(answer.code).toBe('studentInCourseProject');
    expect(answer.message).toBe(`The student cannot leave this course: they are in its project '${link.Name}'; remove them from it first`);
    expect(answer.params).toEqual({ name: link.Name });
  });

  it('a subject name already used names the other subject by its name', async () => {
    const taken = await t.app.db.selectFrom('subject').select(['Id', 'Name']).orderBy('Id').executeTakeFirstOrThrow();
    const answer = body(await t.call('POST', '/api/subject/add', admin, { name: taken.Name.toUpperCase(), description: 'again' }));
    expect(answer.code).toBe('subjectNameTaken');
    expect(answer.message).not.toMatch(new RegExp(`\\b${taken.Id}\\b`));
    expect(answer.params).toEqual({ name: taken.Name.toUpperCase(), other: taken.Name });
  });
});
