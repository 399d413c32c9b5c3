import type { Static } from '@sinclair/typebox';
import { int, nStr, num, opt, row, str } from './kit';

/**
 * Row shapes that several answers share (admin console, detail pages, lecturer and student journeys).
 * Row fields are PascalCase as in spec section 3.
 */

export type { Envelope } from './kit';

/** A lecturer as the lists show it (GET /teacher/getall, /teacher/{boardId}/notinboard). */
export const LecturerRow = row({ Id: int, Name: str, PhoneNumber: str, BirthDay: nStr, Address: nStr, Email: opt(nStr) });
export type LecturerRow = Static<typeof LecturerRow>;

/** One score column as the spec names it: percent is a fraction 0..1 (0.3 = 30 %). */
export const ColumnRow = row({ id: int, name: str, percent: num });
export type ColumnRow = Static<typeof ColumnRow>;

/** A course with its subject, semester and lecturer names. */
export const CourseInfoRow = row({
  Id: int, Name: str, SubjectId: int, SemesterId: int, LectureId: int, SubjectName: str, SemesterYear: int, SemesterSession: str, LecturerName: str,
});
export type CourseInfoRow = Static<typeof CourseInfoRow>;

/** The fields of a project with its course, semester and subject names (spread into larger rows). */
export const projectInfo = {
  Id: int, Name: str, Notion: str, CourseId: int, CourseName: str, SemesterId: int, SemesterYear: int, SemesterSession: str, SubjectId: int, SubjectName: str,
};
export const ProjectInfoRow = row(projectInfo);
export type ProjectInfoRow = Static<typeof ProjectInfoRow>;

/** The fields of an evaluation board with its semester (dates included) and subject names. */
export const boardInfo = {
  Id: int, Name: str, Room: str, StartTime: str, EndTime: str, Date: str, SemesterId: int, SubjectId: int, TemplateId: int,
  SemesterYear: int, SemesterSession: str, SemesterStart: str, SemesterEnd: str, SubjectName: str,
};
export const BoardInfoRow = row(boardInfo);
export type BoardInfoRow = Static<typeof BoardInfoRow>;

/** Lecturers on a board / lecturers who marked every student in every column. */
export const TeacherMark = row({ teacherQuan: int, teacherQuanMarked: int });
export type TeacherMark = Static<typeof TeacherMark>;
