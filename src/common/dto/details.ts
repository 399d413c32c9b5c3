import type { Publishability } from '../marks';
import type { BoardDisagreements } from './disagreement';
/**
 * Shapes of the aggregate detail reads (api.md convention 6) and of the board/link lists the detail
 * pages use. Every aggregate answers the envelope `{status: 200, data: <one of the *Details below>}`.
 * Row fields are PascalCase as in spec section 3; the spec's own spellings are kept where it names them.
 */

import type { ColumnRow, CourseInfoRow, ProjectInfoRow } from './rows';

export type { ColumnRow, LecturerRow } from './rows';

/** GET /teacher/{boardId}/linb */
export interface LecturerInBoardRow {
  Id: number;
  Name: string;
  PhoneNumber: string;
  Address: string | null;
  LectureInBoardId: number;
}

/** GET /project/{boardId}/evalution */
export interface BoardProjectRow {
  id: number;
  name: string;
  notion: string;
  CourseId: number;
  teacherMark: { teacherQuan: number; teacherQuanMarked: number };
  Published: boolean;
  IntendTime: string;
  OrderNo: number;
  /** the spec's name of OrderNo */
  order: number;
  ProtectTime: number;
}

/** GET /project/{boardId}/projectsnoboard (inside {status: 201, data}) */
export interface ProjectRow {
  Id: number;
  Name: string;
  Notion: string;
  CourseId: number;
  CourseName: string;
}

/** GET /student/{projectId}/project */
export interface ProjectStudentRow {
  StudentId: number;
  stdinprjId: number;
  Code: string;
  /** the spec's client reads CODE in some screens: same value */
  CODE: string;
  Name: string;
  BirthDay: string | null;
  Address: string | null;
}

/** GET /student/{courseId}/course, /getstdnotincour, /getstdnotinproject, /nothaveproject */
export interface StudentRow {
  Id: number;
  StudentId: number;
  Code: string;
  CODE: string;
  Name: string;
  BirthDay: string | null;
  Address: string | null;
  /** the student's project in that course (only in /student/{courseId}/course) */
  ProjectId?: number | null;
  ProjectName?: string | null;
}

/** What one lecturer still has to enter for one project (completion tracker). */
export interface MissingMarks {
  LectureInBoardId: number;
  TeacherId: number;
  TeacherName: string;
  /** per student, the columns still without a score */
  Students: { StudentId: number; Code: string; Name: string; Columns: { id: number; name: string }[] }[];
}

export interface BoardDetailsProject {
  Id: number;
  Name: string;
  Notion: string;
  CourseId: number;
  CourseName: string;
  IntendTime: string;
  OrderNo: number;
  ProtectTime: number;
  StudentCount: number;
  /** lecturers on the board / lecturers who marked every student in every column */
  teacherMark: { teacherQuan: number; teacherQuanMarked: number };
  Published: boolean;
  /** lecturers who have not marked everything yet; empty when complete (or when nobody can mark) */
  Missing: MissingMarks[];
  publishability: Publishability;
}

/** GET /details/board/{id} */
export interface BoardDetails {
  board: {
    Id: number;
    Name: string;
    Room: string;
    StartTime: string;
    EndTime: string;
    Date: string;
    SemesterId: number;
    SemesterYear: number;
    SemesterSession: string;
    SemesterStartTime: string;
    SemesterEndTime: string;
    SubjectId: number;
    SubjectName: string;
    TemplateId: number;
    TemplateName: string;
  };
  /** a project of the board has a mark: lecturers and projects can be neither added nor removed */
  terminated: boolean;
  columns: ColumnRow[];
  lecturers: LecturerInBoardRow[];
  projects: BoardDetailsProject[];
  /** lecturers' totals further apart than the board's threshold, so the page needs one call */
  disagreements: BoardDisagreements;
}

/** GET /details/course/{id} */
export interface CourseDetails {
  course: CourseInfoRow;
  projects: { Id: number; Name: string; Notion: string; CourseId: number; BoardId: number | null; BoardName: string | null; Published: boolean }[];
  students: StudentRow[];
}

/** GET /details/project/{id} */
export interface ProjectDetails {
  project: ProjectInfoRow & { BoardId: number | null; BoardName: string | null };
  overview: { teacherQuan: number; teacherQuanMarked: number };
  publishability: Publishability;
  published: boolean;
  /** the project has a mark: students can be neither added nor removed */
  graded: boolean;
  /** with Score (0..10) and Result once published, else null */
  students: (ProjectStudentRow & { Score: number | null; Result: boolean | null })[];
  /** students of the course in no project of that course */
  candidates: StudentRow[];
}

/** GET /details/subject/{id} */
export interface SubjectDetails {
  subject: { Id: number; Name: string; Description: string };
  /** `blocked`: why deleting the course would be refused (the delete's own message), null when it would go through */
  courses: { Id: number; Name: string; SemesterId: number; SemesterYear: number; SemesterSession: string; LectureId: number; LecturerName: string; blocked: string | null }[];
  /** options of the Add Course modal */
  semesters: { Id: number; Year: number; Session: string }[];
  lecturers: { Id: number; Name: string }[];
}

/** GET /details/template/{id} */
export interface TemplateDetails {
  template: { Id: number; Name: string; SubjectId: number; SubjectName: string; ApplyDate: string; Status: number };
  columns: ColumnRow[];
  /** a board using this template has a mark: its columns cannot change */
  locked: boolean;
}

/** The messages the board workflow answers (spec section 8 where it has one). */
export const LINK_MESSAGES = {
  terminated: 'This operation cannot be performed because the evaluation board has been terminated',
  missingFields: 'Some input fields are missing',
  gradedAdd: 'Can not add because project is graded',
  gradedRemove: 'Can not remove because project is graded',
  ineligible: 'Ineligible for publicity',
  nothingToPublish: 'There is no student in this project, so there is nothing to publish',
} as const;
