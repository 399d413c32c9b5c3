import { narrowsStudents } from '../../common/students';
import type { BulkOutcome, BulkRefusal, StudentFilter } from '../../common/contract/admin';
import type { Ctx } from './context';
import { deleteLecturer, deleteStudent } from './deletion';
import { badRequest, DomainError, notFound, reason, reasonText, refused, type Reason } from './errors';
import { paramsOf } from '../../common/messages/codes';
import { isUniqueViolation, type Q } from './db';
import { joinRefusals } from './joining';
import { filteredStudents } from './reads/students';

/**
 * Bulk actions of the admin console. Each does what it can and names what it could not do, by code and name with
 * the reason: deletes run row by row, each in its own transaction (a row others depend on is kept); enrolments
 * check every row first, then write the rows that may go in one transaction (a student already enrolled, or
 * unknown, is listed and the others are enrolled).
 */

export const BULK_MAX = 5000;

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * The students a bulk action is about: the ids given, or every student the Students grid's search and filter keep
 * (resolved by the grid's own filter, so "select all N matching" acts on exactly the rows the grid counts). A filter
 * that keeps everyone is refused: "all students" is never one click away from a bulk delete.
 */
export async function bulkStudents(db: Q, target: { ids?: number[]; filter?: StudentFilter }): Promise<number[]> {
  if ((target.ids === undefined) === (target.filter === undefined)) throw badRequest('bulkIdsOrFilter');
  if (target.ids) return target.ids;
  if (!narrowsStudents(target.filter!)) throw badRequest('bulkFilterEmpty');
  const rows = await filteredStudents(db, target.filter!);
  if (rows.length > BULK_MAX) throw badRequest('bulkFilterTooWide', { count: rows.length, max: BULK_MAX });
  return rows.map((r) => r.Id);
}

type Who = Map<number, { code: string | null; name: string }>;

/** Code and name of each id of `ids` that exists (students by their code, lecturers by name alone). */
async function namesOf(db: Q, table: 'student' | 'lecturer', ids: number[]): Promise<Who> {
  const who: Who = new Map();
  for (let i = 0; i < ids.length; i += 500) {
    const slice = ids.slice(i, i + 500);
    if (table === 'student') {
      for (const r of await db.selectFrom('student').select(['Id', 'Code', 'Name']).where('Id', 'in', slice).execute()) who.set(r.Id, { code: r.Code, name: r.Name });
    } else {
      for (const r of await db.selectFrom('lecturer').select(['Id', 'Name']).where('Id', 'in', slice).execute()) who.set(r.Id, { code: null, name: r.Name });
    }
  }
  return who;
}

/** A refused row: who it is, the English reason, and the reason's code and variables for the client to translate. */
const refusal = (who: Who, id: number, why: Reason | DomainError): BulkRefusal => ({
  id,
  code: who.get(id)?.code ?? null,
  name: who.get(id)?.name ?? null,
  reason: why instanceof DomainError ? why.message : reasonText(why),
  reasonCode: why.code,
  ...(why.params && Object.keys(why.params).length > 0 ? { reasonParams: paramsOf(why.params) } : {}),
});

async function deleteEach(ctx: Ctx, table: 'student' | 'lecturer', ids: number[], remove: (ctx: Ctx, id: number) => Promise<void>): Promise<BulkOutcome> {
  const all = unique(ids);
  // named before the deletes: a refused row is still there, but read once for all
  const who = await namesOf(ctx.db, table, all);
  const outcome: BulkOutcome = { done: [], refused: [] };
  for (const id of all) {
    try {
      await remove(ctx, id);
      outcome.done.push(id);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcome.refused.push(refusal(who, id, error));
    }
  }
  return outcome;
}

export const deleteStudents = (ctx: Ctx, ids: number[]) => deleteEach(ctx, 'student', ids, deleteStudent);
export const deleteLecturers = (ctx: Ctx, ids: number[]) => deleteEach(ctx, 'lecturer', ids, deleteLecturer);

async function studentsIn(db: Q, table: 'student_in_course' | 'student_in_project', courseId: number, ids: number[]): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom(table)
      .select(table === 'student_in_course' ? ['StudentId', 'CourseId as Other'] : ['StudentId', 'ProjectId as Other'])
      .where('CourseId', '=', courseId)
      .where('StudentId', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) found.set(r.StudentId, r.Other);
  }
  return found;
}

/** Enrols each student of `ids` that may be enrolled in the course; the others are listed with the reason. */
export async function enrolStudentsInCourse({ db }: Ctx, courseId: number, rawIds: number[]): Promise<BulkOutcome> {
  const ids = unique(rawIds);
  if (ids.length === 0) throw refused(400, 'selectStudent');
  try {
    return await db.transaction().execute(async (trx) => {
      const course = await trx.selectFrom('course').select('Id').where('Id', '=', courseId).executeTakeFirst();
      if (!course) throw notFound('courseNotFound', { id: courseId });
      const who = await namesOf(trx, 'student', ids);
      const enrolled = await studentsIn(trx, 'student_in_course', courseId, ids);
      const refusals: BulkRefusal[] = ids.flatMap((id) =>
        !who.has(id) ? [refusal(who, id, reason('studentNotFound', { id }))] : enrolled.has(id) ? [refusal(who, id, reason('alreadyEnrolled'))] : [],
      );
      const done = ids.filter((id) => who.has(id) && !enrolled.has(id));
      for (let i = 0; i < done.length; i += 500) {
        await trx.insertInto('student_in_course').values(done.slice(i, i + 500).map((StudentId) => ({ StudentId, CourseId: courseId }))).execute();
      }
      return { done, refused: refusals };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(400, 'enrolledMeanwhile');
    throw error;
  }
}

/**
 * Puts each student of `ids` that may join in the project (enrolled in its course and in no project of it); the
 * others are listed with the reason. A graded project takes nobody (the whole request is refused).
 */
export async function addStudentsToProject(ctx: Ctx, projectId: number, rawIds: number[]): Promise<BulkOutcome> {
  const { db, engine } = ctx;
  const ids = unique(rawIds);
  if (ids.length === 0) throw refused(400, 'selectStudent');
  const project = await db.selectFrom('project').select(['Id', 'CourseId']).where('Id', '=', projectId).executeTakeFirst();
  if (!project) throw notFound('projectNotFound', { id: projectId });
  try {
    return await db.transaction().execute(async (trx) => {
      const reasons = await joinRefusals(trx, engine, project, ids);
      const who = await namesOf(trx, 'student', ids);
      const refusals: BulkRefusal[] = ids.flatMap((id) => (reasons.has(id) ? [refusal(who, id, reasons.get(id)!)] : []));
      const done = ids.filter((id) => !reasons.has(id));
      for (let i = 0; i < done.length; i += 500) {
        await trx
          .insertInto('student_in_project')
          .values(done.slice(i, i + 500).map((StudentId) => ({ StudentId, ProjectId: projectId, CourseId: project.CourseId })))
          .execute();
      }
      return { done, refused: refusals };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(400, 'placedMeanwhile');
    throw error;
  }
}
