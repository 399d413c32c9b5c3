import type { LecturerCourseRow, StudentCourseRow } from '../../../common/dto/marking';
import { courseRows, semesterRows } from '../catalog';
import type { Q } from '../db';

/** "My courses" screens of a student and of a lecturer: the catalog's course rows, in each screen's shape. */

export async function coursesOfStudent(db: Q, studentId: number): Promise<StudentCourseRow[]> {
  const rows = await courseRows(db, { studentId });
  return rows.map((c) => ({
    Id: c.Id,
    Name: c.Name,
    CourseId: c.Id,
    StudentId: studentId,
    LectureId: c.LectureId,
    SemesterId: c.SemesterId,
    SubjectId: c.SubjectId,
    SubjectName: c.SubjectName,
    SemesterYear: c.SemesterYear,
    SemesterSession: c.SemesterSession,
  }));
}

export async function coursesOfLecturer(db: Q, lecturerId: number): Promise<LecturerCourseRow[]> {
  const [rows, semesters] = await Promise.all([courseRows(db, { lecturerId }), semesterRows(db)]);
  const semester = new Map(semesters.map((s) => [s.Id, s]));
  return rows.map((c) => ({
    Id: c.Id,
    Name: c.Name,
    SemesterId: c.SemesterId,
    SubjectId: c.SubjectId,
    LectureId: c.LectureId,
    SubjectName: c.SubjectName,
    SemesterYear: c.SemesterYear,
    SemesterSession: c.SemesterSession,
    SemesterStart: semester.get(c.SemesterId)!.StartTime,
    SemesterEnd: semester.get(c.SemesterId)!.EndTime,
  }));
}
