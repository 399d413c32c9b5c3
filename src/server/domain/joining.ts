import type { Engine } from '../db/engine';
import type { Q } from './db';
import { reason, refused, type Reason } from './errors';
import { lockProject } from './locks';
import { projectHasMarks } from './marks';

/**
 * "May these students join this project": the one check of the single, bulk and import paths (design.md section
 * 4). It takes the project's lock first, so a first mark or another placement cannot slip in between the check
 * and the caller's insert (in the same transaction). A graded project takes nobody: the whole request is refused.
 * Otherwise each student must exist, be enrolled in the project's course and be in no project of that course;
 * the answer maps each refused student to the reason (empty: every one may join).
 */
export async function joinRefusals(trx: Q, engine: Engine, project: { Id: number; CourseId: number }, studentIds: readonly number[]): Promise<Map<number, Reason>> {
  await lockProject(trx, engine, project.Id);
  if (await projectHasMarks(trx, project.Id)) throw refused(401, 'projectGradedAdd');
  const present = new Set<number>();
  const enrolled = new Set<number>();
  const placedIn = new Map<number, number>();
  for (let i = 0; i < studentIds.length; i += 500) {
    const ids = studentIds.slice(i, i + 500);
    const [students, courseRows, projectRows] = await Promise.all([
      trx.selectFrom('student').select('Id').where('Id', 'in', ids).execute(),
      trx.selectFrom('student_in_course').select('StudentId').where('CourseId', '=', project.CourseId).where('StudentId', 'in', ids).execute(),
      trx.selectFrom('student_in_project').select(['StudentId', 'ProjectId']).where('CourseId', '=', project.CourseId).where('StudentId', 'in', ids).execute(),
    ]);
    for (const r of students) present.add(r.Id);
    for (const r of courseRows) enrolled.add(r.StudentId);
    for (const r of projectRows) placedIn.set(r.StudentId, r.ProjectId);
  }
  const refusals = new Map<number, Reason>();
  for (const id of studentIds) {
    const other = placedIn.get(id);
    if (!present.has(id)) refusals.set(id, reason('studentNotFound', { id }));
    else if (!enrolled.has(id)) refusals.set(id, reason('notEnrolledInCourse'));
    else if (other !== undefined) refusals.set(id, reason(other === project.Id ? 'alreadyInProject' : 'alreadyInCourseProject'));
  }
  return refusals;
}
