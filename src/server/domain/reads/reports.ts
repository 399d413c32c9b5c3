import type { CourseResultRow, StudentCourseRow } from '../../../common/contract/marking';
import type { CourseInfoRow } from '../../../common/contract/rows';
import { courseRows } from '../catalog';
import type { Q } from '../db';
import { notFound } from '../errors';
import { coursesOfStudent } from './courses';
import { courseResults, explainPublishedScore } from './scores';
import type { CriterionMark } from '../../../common/contract/words';

/** A course's grade report: the course and the results its screen shows (GET /score/{courseId}/course). */
export async function gradeReport(db: Q, courseId: number): Promise<{ course: CourseInfoRow; results: CourseResultRow[] }> {
  const [course] = await courseRows(db, { id: courseId });
  if (!course) throw notFound('courseNotFound', { id: courseId });
  return { course, results: await courseResults(db, courseId) };
}

export interface TranscriptRow {
  course: StudentCourseRow;
  score: number;
  passed: boolean;
  /** per score column, the board's mean and the column's weight */
  criteria: CriterionMark[];
}

/** A student's transcript: every course of the student with a published result, as the student's screen shows it. */
export async function transcript(db: Q, studentId: number): Promise<{ student: { Code: string; Name: string }; rows: TranscriptRow[] }> {
  const student = await db.selectFrom('student').select(['Code', 'Name']).where('Id', '=', studentId).executeTakeFirst();
  if (!student) throw notFound('studentNotFound', { id: studentId });
  const courses = await coursesOfStudent(db, studentId);
  // the student's screen's explanation of each published result: its score, pass and per-criterion means
  const explained = await Promise.all(courses.map((c) => explainPublishedScore(db, studentId, c.Id)));
  const rows = courses.flatMap((course, i) => {
    const x = explained[i];
    return x ? [{ course, score: x.score, passed: x.pass, criteria: x.criteria }] : [];
  });
  return { student, rows };
}
