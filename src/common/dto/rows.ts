/**
 * Row shapes that several answers share (admin console, detail pages, lecturer and student journeys).
 * Each is declared once here; admin.ts, details.ts and marking.ts re-export them under their own names.
 * Row fields are PascalCase as in spec section 3.
 */

/** Envelope of every non-list answer. */
export interface Envelope<T = undefined> {
  status: number;
  message?: string;
  /** stable code of the message (common/messages.ts) */
  code?: string;
  data?: T;
}

/** A lecturer as the lists show it (GET /teacher/getall, /teacher/{boardId}/notinboard). */
export interface LecturerRow {
  Id: number;
  Name: string;
  PhoneNumber: string;
  BirthDay: string | null;
  Address: string | null;
}

/** One score column as the spec names it: percent is a fraction 0..1 (0.3 = 30 %). */
export interface ColumnRow {
  id: number;
  name: string;
  percent: number;
}

/** A course with its subject, semester and lecturer names. */
export interface CourseInfoRow {
  Id: number;
  Name: string;
  SubjectId: number;
  SemesterId: number;
  LectureId: number;
  SubjectName: string;
  SemesterYear: number;
  SemesterSession: string;
  LecturerName: string;
}

/** A project with its course, semester and subject names. */
export interface ProjectInfoRow {
  Id: number;
  Name: string;
  Notion: string;
  CourseId: number;
  CourseName: string;
  SemesterId: number;
  SemesterYear: number;
  SemesterSession: string;
  SubjectId: number;
  SubjectName: string;
}

/** An evaluation board with its semester (dates included) and subject names. */
export interface BoardInfoRow {
  Id: number;
  Name: string;
  Room: string;
  StartTime: string;
  EndTime: string;
  Date: string;
  SemesterId: number;
  SubjectId: number;
  TemplateId: number;
  SemesterYear: number;
  SemesterSession: string;
  SemesterStart: string;
  SemesterEnd: string;
  SubjectName: string;
}
