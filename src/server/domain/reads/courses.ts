import type { LecturerCourseRow, StudentCourseRow } from '../../../common/contract/marking';
import { compiledRead } from '../../db/compiled';
import type { Q } from '../db';
import { COURSE_NAMES, coursesWithNames, SEMESTER_DATES } from '../queries/joins';

/**
 * "My courses" screens of a student and of a lecturer, each ONE query compiled once (db/compiled.ts) that selects
 * the screen's row as it is sent: no per-row copy, no second query for the semesters' dates the join already has.
 */

const ofStudent = compiledRead<[studentId: number], StudentCourseRow>((db, p) =>
  coursesWithNames(db)
    // the join starts from the student's enrolments (an index search), never from every course
    .innerJoin('student_in_course as sc', 'sc.CourseId', 'c.Id')
    .select(['c.Id', 'c.Name', 'c.Id as CourseId', 'sc.StudentId', 'c.LectureId', 'c.SemesterId', 'c.SubjectId', ...COURSE_NAMES])
    .where('sc.StudentId', '=', p(0))
    .orderBy('c.Id'),
);

const ofLecturer = compiledRead<[lecturerId: number], LecturerCourseRow>((db, p) =>
  coursesWithNames(db)
    .select(['c.Id', 'c.Name', 'c.SemesterId', 'c.SubjectId', 'c.LectureId', ...COURSE_NAMES, ...SEMESTER_DATES])
    .where('c.LectureId', '=', p(0))
    .orderBy('c.Id'),
);

export async function coursesOfStudent(db: Q, studentId: number): Promise<StudentCourseRow[]> {
  return ofStudent.all(db, studentId);
}

export async function coursesOfLecturer(db: Q, lecturerId: number): Promise<LecturerCourseRow[]> {
  return ofLecturer.all(db, lecturerId);
}
