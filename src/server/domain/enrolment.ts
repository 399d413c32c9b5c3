import type { Kysely } from 'kysely';
import type { Ctx } from './context';
import type { Database } from '../db/schema';
import { conflict, notFound, refused, Refused } from './errors';
import { insertId, isUniqueViolation } from './db';
import { lockProject } from './locks';
import { joinRefusals } from './joining';
import { projectHasMarks } from './marks';

/**
 * Students in courses and in projects (design.md section 4): a student joins a project only when enrolled
 * in the project's course and in no other project of that course; a graded project (it has a mark) takes
 * and loses no student; one link per pair.
 */

async function assertStudent(db: Kysely<Database>, studentId: number): Promise<void> {
  const row = await db.selectFrom('student').select('Id').where('Id', '=', studentId).executeTakeFirst();
  if (!row) throw notFound('studentNotFound', { id: studentId });
}

export async function enrolStudentInCourse({ db }: Ctx, courseId: number, studentId: number): Promise<number> {
  await assertStudent(db, studentId);
  const course = await db.selectFrom('course').select('Id').where('Id', '=', courseId).executeTakeFirst();
  if (!course) throw notFound('courseNotFound', { id: courseId });
  const dup = await db
    .selectFrom('student_in_course')
    .select('Id')
    .where('StudentId', '=', studentId)
    .where('CourseId', '=', courseId)
    .executeTakeFirst();
  if (dup) throw refused(401, 'alreadyEnrolled');
  try {
    return await insertId(db, 'student_in_course', { StudentId: studentId, CourseId: courseId });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(401, 'alreadyEnrolled');
    throw error;
  }
}

/** Unenrols a student; refused (409) while the student is in a project of that course. */
export async function unenrolStudentFromCourse({ db }: Ctx, courseId: number, studentId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const link = await trx
      .selectFrom('student_in_course')
      .select('Id')
      .where('StudentId', '=', studentId)
      .where('CourseId', '=', courseId)
      .executeTakeFirst();
    if (!link) {
      // named as the admin knows them (code and name, the course's name), the internal ids only when unknown
      const [student, course] = await Promise.all([
        trx.selectFrom('student').select(['Code', 'Name']).where('Id', '=', studentId).executeTakeFirst(),
        trx.selectFrom('course').select('Name').where('Id', '=', courseId).executeTakeFirst(),
      ]);
      throw notFound('studentInCourseNotFound', { student: student ? `${student.Code} ${student.Name}` : String(studentId), course: course?.Name ?? String(courseId) });
    }
    const inProject = await trx
      .selectFrom('student_in_project as sp')
      .innerJoin('project as p', 'p.Id', 'sp.ProjectId')
      .select('p.Name')
      .where('sp.StudentId', '=', studentId)
      .where('sp.CourseId', '=', courseId)
      .executeTakeFirst();
    if (inProject) {
      throw conflict('studentInCourseProject', { name: inProject.Name });
    }
    await trx.deleteFrom('student_in_course').where('Id', '=', link.Id).execute();
  });
}

export async function addStudentToProject(ctx: Ctx, studentId: number, projectId: number): Promise<number> {
  const { db, engine } = ctx;
  await assertStudent(db, studentId);
  const project = await db.selectFrom('project').select(['Id', 'CourseId']).where('Id', '=', projectId).executeTakeFirst();
  if (!project) throw notFound('projectNotFound', { id: projectId });
  try {
    return await db.transaction().execute(async (trx) => {
      const refusal = (await joinRefusals(trx, engine, project, [studentId])).get(studentId);
      if (refusal) throw new Refused(401, refusal.code, refusal.params);
      return insertId(trx, 'student_in_project', { StudentId: studentId, ProjectId: projectId, CourseId: project.CourseId });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(401, 'alreadyInCourseProject');
    throw error;
  }
}

/** Removes a student from a project by its stdinprjId; refused once the project is graded. */
export async function removeStudentFromProject(ctx: Ctx, studentInProjectId: number): Promise<void> {
  const { db, engine } = ctx;
  const link = await db.selectFrom('student_in_project').select(['Id', 'ProjectId']).where('Id', '=', studentInProjectId).executeTakeFirst();
  if (!link) throw notFound('studentInProjectNotFound', { id: studentInProjectId });
  await db.transaction().execute(async (trx) => {
    await lockProject(trx, engine, link.ProjectId);
    if (await projectHasMarks(trx, link.ProjectId)) throw refused(401, 'projectGradedRemove');
    await trx.deleteFrom('student_in_project').where('Id', '=', studentInProjectId).execute();
  });
}
