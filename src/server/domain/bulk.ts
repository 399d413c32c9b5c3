import type { Kysely } from 'kysely';
import type { BulkOutcome, BulkRefusal } from '../../common/dto/admin';
import type { Ctx } from './context';
import type { Database } from '../db/schema';
import { deleteLecturer, deleteStudent } from './deletion';
import { DomainError, notFound, refused } from './errors';
import { isUniqueViolation, type Q } from './db';
import { joinRefusals } from './joining';

/**
 * Bulk actions of the admin console (issue 12). Deletes run row by row, each in its own transaction (a row
 * others depend on is kept and named with the reason); enrolments are all or nothing: every row is checked
 * first and a refusal lists each refused row, nothing written.
 */

export const BULK_MAX = 5000;

const unique = (ids: number[]) => [...new Set(ids)];

async function deleteEach(db: Kysely<Database>, ids: number[], remove: (db: Kysely<Database>, id: number) => Promise<void>): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], refused: [] };
  for (const id of unique(ids)) {
    try {
      await remove(db, id);
      outcome.done.push(id);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcome.refused.push({ id, reason: error.message });
    }
  }
  return outcome;
}

export const deleteStudents = (db: Kysely<Database>, ids: number[]) => deleteEach(db, ids, deleteStudent);
export const deleteLecturers = (db: Kysely<Database>, ids: number[]) => deleteEach(db, ids, deleteLecturer);

/** The ids of `ids` with no student row. */
async function missingStudents(db: Q, ids: number[]): Promise<Set<number>> {
  const present = new Set<number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db.selectFrom('student').select('Id').where('Id', 'in', ids.slice(i, i + 500)).execute();
    for (const r of rows) present.add(r.Id);
  }
  return new Set(ids.filter((id) => !present.has(id)));
}

function refuseAll(refusals: BulkRefusal[], total: number, what: string): never {
  throw refused(400, `${refusals.length} of ${total} students cannot be ${what}; nothing was changed`, { data: { done: [], refused: refusals } });
}

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

/** Enrols every student of `ids` in the course, or none (each refused student listed). */
export async function enrolStudentsInCourse(db: Kysely<Database>, courseId: number, rawIds: number[]): Promise<BulkOutcome> {
  const ids = unique(rawIds);
  if (ids.length === 0) throw refused(400, 'Select at least one student');
  try {
    return await db.transaction().execute(async (trx) => {
      const course = await trx.selectFrom('course').select('Id').where('Id', '=', courseId).executeTakeFirst();
      if (!course) throw notFound(`Course ${courseId}`);
      const missing = await missingStudents(trx, ids);
      const enrolled = await studentsIn(trx, 'student_in_course', courseId, ids);
      const refusals: BulkRefusal[] = ids.flatMap((id) =>
        missing.has(id) ? [{ id, reason: `Student ${id} not found` }] : enrolled.has(id) ? [{ id, reason: 'This student is already enrolled in this course' }] : [],
      );
      if (refusals.length > 0) refuseAll(refusals, ids.length, 'enrolled');
      for (let i = 0; i < ids.length; i += 500) {
        await trx.insertInto('student_in_course').values(ids.slice(i, i + 500).map((StudentId) => ({ StudentId, CourseId: courseId }))).execute();
      }
      return { done: ids, refused: [] };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(400, 'Another change enrolled some of these students meanwhile; nothing was changed');
    throw error;
  }
}

/** Puts every student of `ids` in the project (each enrolled in its course and in no project of it), or none. */
export async function addStudentsToProject(ctx: Ctx, projectId: number, rawIds: number[]): Promise<BulkOutcome> {
  const { db, engine } = ctx;
  const ids = unique(rawIds);
  if (ids.length === 0) throw refused(400, 'Select at least one student');
  const project = await db.selectFrom('project').select(['Id', 'CourseId']).where('Id', '=', projectId).executeTakeFirst();
  if (!project) throw notFound(`Project ${projectId}`);
  try {
    return await db.transaction().execute(async (trx) => {
      const reasons = await joinRefusals(trx, engine, project, ids);
      const refusals: BulkRefusal[] = ids.flatMap((id) => (reasons.has(id) ? [{ id, reason: reasons.get(id)! }] : []));
      if (refusals.length > 0) refuseAll(refusals, ids.length, 'added to this project');
      for (let i = 0; i < ids.length; i += 500) {
        await trx
          .insertInto('student_in_project')
          .values(ids.slice(i, i + 500).map((StudentId) => ({ StudentId, ProjectId: projectId, CourseId: project.CourseId })))
          .execute();
      }
      return { done: ids, refused: [] };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(400, 'Another change put some of these students in a project meanwhile; nothing was changed');
    throw error;
  }
}
