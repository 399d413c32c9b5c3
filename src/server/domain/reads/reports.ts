import type { CourseResultRow, StudentCourseRow } from '../../../common/dto/marking';
import type { CourseInfoRow } from '../../../common/dto/rows';
import { courseRows } from '../catalog';
import type { Q } from '../db';
import { notFound } from '../errors';
import { coursesOfStudent } from './courses';
import { courseResults, publishedScoreOfStudent } from './scores';

/** A course's grade report (issue 14): the course and the results its screen shows (GET /score/{courseId}/course). */
export async function gradeReport(db: Q, courseId: number): Promise<{ course: CourseInfoRow; results: CourseResultRow[] }> {
  const [course] = await courseRows(db, { id: courseId });
  if (!course) throw notFound(`Course ${courseId}`);
  return { course, results: await courseResults(db, courseId) };
}

export interface TranscriptRow {
  course: StudentCourseRow;
  score: number;
  passed: boolean;
}

/** A student's transcript (issue 14): every course of the student with a published result, as the student's screen shows it. */
export async function transcript(db: Q, studentId: number): Promise<{ student: { Code: string; Name: string }; rows: TranscriptRow[] }> {
  const student = await db.selectFrom('student').select(['Code', 'Name']).where('Id', '=', studentId).executeTakeFirst();
  if (!student) throw notFound(`Student ${studentId}`);
  const courses = await coursesOfStudent(db, studentId);
  const scores = await Promise.all(courses.map((c) => publishedScoreOfStudent(db, studentId, c.Id)));
  const rows = courses.flatMap((course, i) => {
    const s = scores[i];
    return s ? [{ course, score: s.score, passed: s.status }] : [];
  });
  return { student, rows };
}
