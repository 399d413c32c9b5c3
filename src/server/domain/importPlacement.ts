import type { AnyObject } from 'yup';
import type { ImportRowError } from '../../common/contract/imports';
import type { Engine } from '../db/engine';
import type { Q } from './db';
import { Refused, rowError } from './errors';
import { joinRefusals } from './joining';
import { projectHasMarks } from './marks';
import { slicer } from '../runtime/turns';

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

/** Rows by id and by name (any case), built once per file: a cell is found at once, not by scanning every row. */
class Names<T extends Named> {
  private readonly byId = new Map<number, T>();
  private readonly byName = new Map<string, T[]>();

  constructor(rows: T[]) {
    for (const r of rows) {
      this.byId.set(r.Id, r);
      const key = r.Name.toLowerCase();
      const same = this.byName.get(key);
      if (same) same.push(r);
      else this.byName.set(key, [r]);
    }
  }

  /** The one row a cell names (by id or by name), or how many it names when not exactly one. */
  pick(value: string): T | { count: number } {
    const byId = /^\d+$/.test(value) ? this.byId.get(Number(value)) : undefined;
    if (byId) return byId;
    const found = this.byName.get(value.toLowerCase()) ?? [];
    return found.length === 1 ? found[0]! : { count: found.length };
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Each row's course and project (null when its columns are blank), or the rows' errors. */
export async function placeRows(db: Q, rows: AnyObject[]): Promise<{ placements: Placement[]; errors: ImportRowError[] }> {
  const placements: Placement[] = rows.map(() => ({ courseId: null, projectId: null }));
  const errors: ImportRowError[] = [];
  if (!rows.some((r) => text(r.course) || text(r.project))) return { placements, errors };
  const courses = new Names(await db.selectFrom('course').select(['Id', 'Name']).execute());
  const allProjects = await db.selectFrom('project').select(['Id', 'Name', 'CourseId']).execute();
  const projects = new Names(allProjects);
  const projectsOf = new Map<number, Names<(typeof allProjects)[number]>>();
  const ofCourse = (courseId: number) => {
    let names = projectsOf.get(courseId);
    if (!names) projectsOf.set(courseId, (names = new Names(allProjects.filter((p) => p.CourseId === courseId))));
    return names;
  };
  const graded = new Map<number, boolean>();
  const pause = slicer();
  for (let i = 0; i < rows.length; i++) {
    await pause();
    const courseText = text(rows[i]!.course);
    const projectText = text(rows[i]!.project);
    let courseId: number | null = null;
    if (courseText) {
      const c = courses.pick(courseText);
      if ('count' in c) {
        const name = courseText;
        errors.push(c.count === 0 ? rowError(i + 1, 'course', 'courseNamedNotFound', { name }) : rowError(i + 1, 'course', 'coursesSameName', { count: c.count, name }));
        continue;
      }
      courseId = c.Id;
    }
    if (projectText) {
      const p = (courseId === null ? projects : ofCourse(courseId)).pick(projectText);
      if ('count' in p) {
        const [name, course, count] = [projectText, courseText, p.count];
        if (courseId === null) errors.push(count === 0 ? rowError(i + 1, 'project', 'projectNamedNotFound', { name }) : rowError(i + 1, 'project', 'projectsSameName', { count, name }));
        else errors.push(count === 0 ? rowError(i + 1, 'project', 'projectNotFoundInCourse', { name, course }) : rowError(i + 1, 'project', 'projectsSameNameInCourse', { count, name, course }));
        continue;
      }
      if (!graded.has(p.Id)) graded.set(p.Id, await projectHasMarks(db, p.Id));
      if (graded.get(p.Id)) {
        errors.push(rowError(i + 1, 'project', 'projectNamedGraded', { name: projectText }));
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
