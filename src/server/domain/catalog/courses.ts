import type { CourseRow } from '../../../common/contract/admin';
import type { CourseAddInput, CourseEditInput } from '../../../common/validation/catalog';
import { compiledRead } from '../../db/compiled';
import { insertId, type Q } from '../db';
import { COURSE_NAMES, coursesWithNames } from '../queries/joins';
import { requireRow } from './rows';
import type { Ctx } from '../context';

/** Courses with their subject, semester and lecturer names: reads by filter, adds and edits. */

/** PUT /course/edit: rename a course or hand it to another lecturer (both must exist). */
export async function editCourse({ db }: Ctx, id: number, input: CourseEditInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireRow(trx, 'course', id);
    await requireRow(trx, 'lecturer', input.LectureId);
    await trx.updateTable('course').set({ Name: input.name.trim(), LectureId: input.LectureId }).where('Id', '=', id).execute();
  });
}

export interface CourseFilter {
  id?: number;
  subjectId?: number;
  semesterId?: number;
  /** courses the lecturer teaches */
  lecturerId?: number;
  /** courses the student is enrolled in */
  studentId?: number;
}

function courseInfoQuery(db: Q) {
  return coursesWithNames(db)
    .innerJoin('lecturer as l', 'l.Id', 'c.LectureId')
    .select(['c.Id', 'c.Name', 'c.SubjectId', 'c.SemesterId', 'c.LectureId', ...COURSE_NAMES, 'l.Name as LecturerName'])
    .orderBy('c.Id');
}

const allCourses = compiledRead<[], CourseRow>((db) => courseInfoQuery(db));

export async function courseRows(db: Q, filter: CourseFilter = {}): Promise<CourseRow[]> {
  if (Object.keys(filter).length === 0) return allCourses.all(db);
  let q = courseInfoQuery(db);
  if (filter.id !== undefined) q = q.where('c.Id', '=', filter.id);
  if (filter.subjectId !== undefined) q = q.where('c.SubjectId', '=', filter.subjectId);
  if (filter.semesterId !== undefined) q = q.where('c.SemesterId', '=', filter.semesterId);
  if (filter.lecturerId !== undefined) q = q.where('c.LectureId', '=', filter.lecturerId);
  const studentId = filter.studentId;
  if (studentId !== undefined) {
    // IN, not a correlated EXISTS: SQLite then starts from the student's enrolments (an index search) instead of
    // scanning every course and probing each (73 -> 4 µs on the generated university)
    q = q.where('c.Id', 'in', (eb) => eb.selectFrom('student_in_course as sc').select('sc.CourseId').where('sc.StudentId', '=', studentId));
  }
  return q.execute();
}

export async function addCourse({ db }: Ctx, input: CourseAddInput): Promise<number> {
  await requireRow(db, 'subject', input.subjectId);
  await requireRow(db, 'semester', input.semesterId);
  await requireRow(db, 'lecturer', input.LectureId);
  return insertId(db, 'course', { Name: input.name, SubjectId: input.subjectId, SemesterId: input.semesterId, LectureId: input.LectureId });
}
