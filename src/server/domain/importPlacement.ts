import type { AnyObject } from 'yup';
import type { ImportRowError } from '../../common/contract/imports';
import type { Engine } from '../db/engine';
import type { Q } from './db';
import { Refused } from './errors';
import { joinRefusals } from './joining';
import { projectHasMarks } from './marks';

/**
 * The optional `Course` and `Project` columns of a student import: each names a course or a project by
 * its ID or its exact name (any case). A project alone puts the student in its course too. Checked for every row
 * before anything is written (same rules as enrolment: an existing course, a project of that course, not graded).
 */

export interface Placement {
  courseId: number | null;
  projectId: number | null;
}

interface Named {
  Id: number;
  Name: string;
}

function pick<T extends Named>(rows: T[], value: string, what: string): T | string {
  const byId = /^\d+$/.test(value) ? rows.filter((r) => r.Id === Number(value)) : [];
  const found = byId.length > 0 ? byId : rows.filter((r) => r.Name.toLowerCase() === value.toLowerCase());
  if (found.length === 0) return `${what} '${value}' not found`;
  if (found.length > 1) return `${found.length} ${what.toLowerCase()}s are named '${value}'; use the ID`;
  return found[0]!;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Each row's course and project (null when its columns are blank), or the rows' errors. */
export async function placeRows(db: Q, rows: AnyObject[]): Promise<{ placements: Placement[]; errors: ImportRowError[] }> {
  const placements: Placement[] = rows.map(() => ({ courseId: null, projectId: null }));
  const errors: ImportRowError[] = [];
  if (!rows.some((r) => text(r.course) || text(r.project))) return { placements, errors };
  const courses = await db.selectFrom('course').select(['Id', 'Name']).execute();
  const projects = await db.selectFrom('project').select(['Id', 'Name', 'CourseId']).execute();
  const graded = new Map<number, boolean>();
  for (let i = 0; i < rows.length; i++) {
    const courseText = text(rows[i]!.course);
    const projectText = text(rows[i]!.project);
    let courseId: number | null = null;
    if (courseText) {
      const c = pick(courses, courseText, 'Course');
      if (typeof c === 'string') {
        errors.push({ row: i + 1, field: 'course', message: c });
        continue;
      }
      courseId = c.Id;
    }
    if (projectText) {
      const candidates = courseId === null ? projects : projects.filter((p) => p.CourseId === courseId);
      const p = pick(candidates, projectText, 'Project');
      if (typeof p === 'string') {
        errors.push({ row: i + 1, field: 'project', message: courseId === null ? p : `${p} in course '${courseText}'` });
        continue;
      }
      if (!graded.has(p.Id)) graded.set(p.Id, await projectHasMarks(db, p.Id));
      if (graded.get(p.Id)) {
        errors.push({ row: i + 1, field: 'project', message: `Project '${projectText}' is graded: no student can be added` });
        continue;
      }
      placements[i] = { courseId: p.CourseId, projectId: p.Id };
    } else {
      placements[i] = { courseId, projectId: null };
    }
  }
  return { placements, errors };
}

/**
 * Enrols the new student as placed (inside the import's transaction). The project is checked again under its lock
 * by the rule every path shares (joining.ts): the check of placeRows ran before the transaction, and a first mark
 * may have arrived since.
 */
export async function applyPlacement(trx: Q, engine: Engine, studentId: number, place: Placement): Promise<void> {
  if (place.courseId === null) return;
  await trx.insertInto('student_in_course').values({ StudentId: studentId, CourseId: place.courseId }).execute();
  if (place.projectId !== null) {
    const refusal = (await joinRefusals(trx, engine, { Id: place.projectId, CourseId: place.courseId }, [studentId])).get(studentId);
    if (refusal) throw new Refused(401, refusal.code, refusal.params);
    await trx.insertInto('student_in_project').values({ StudentId: studentId, ProjectId: place.projectId, CourseId: place.courseId }).execute();
  }
}
