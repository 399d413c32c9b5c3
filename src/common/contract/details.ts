import { Type, type Static } from '@sinclair/typebox';
import { BoardDisagreements } from './disagreement';
import { bool, int, list, nBool, nInt, nNum, nStr, nullable, opt, params, row, str } from './kit';
import { ColumnRow, CourseInfoRow, projectInfo, TeacherMark } from './rows';

/**
 * Shapes of the aggregate detail reads (api.md convention 6) and of the board/link lists the detail
 * pages use. Every aggregate answers the envelope `{status: 200, data: <one of the *Details below>}`.
 * Row fields are PascalCase as in spec section 3; the spec's own spellings are kept where it names them.
 */

export { ColumnRow, LecturerRow } from './rows';

/** GET /teacher/{boardId}/linb */
export const LecturerInBoardRow = row({ Id: int, Name: str, PhoneNumber: str, Address: nStr, LectureInBoardId: int });
export type LecturerInBoardRow = Static<typeof LecturerInBoardRow>;

/** GET /project/{boardId}/evalution (`order`: the spec's name of OrderNo) */
export const BoardProjectRow = row({
  id: int, name: str, notion: str, CourseId: int, teacherMark: TeacherMark, Published: bool, IntendTime: str, OrderNo: int, order: int, ProtectTime: int,
});
export type BoardProjectRow = Static<typeof BoardProjectRow>;

/** GET /project/{boardId}/projectsnoboard (inside {status: 201, data}) */
export const ProjectRow = row({ Id: int, Name: str, Notion: str, CourseId: int, CourseName: str });
export type ProjectRow = Static<typeof ProjectRow>;

/** A student as the lists name one (the spec's client reads CODE in some screens: same value as Code). */
const personOfList = { StudentId: int, Code: str, CODE: str, Name: str, BirthDay: nStr, Address: nStr };

/** GET /student/{projectId}/project */
export const ProjectStudentRow = row({ ...personOfList, stdinprjId: int });
export type ProjectStudentRow = Static<typeof ProjectStudentRow>;

/** The fields of a student of a course; ProjectId, ProjectName: the student's project in that course (only in /student/{courseId}/course). */
export const studentOfCourse = { Id: int, ...personOfList, ProjectId: opt(nInt), ProjectName: opt(nStr) };
/** GET /student/{courseId}/course, /getstdnotincour, /getstdnotinproject, /nothaveproject */
export const StudentRow = row(studentOfCourse);
export type StudentRow = Static<typeof StudentRow>;

/** What one lecturer still has to enter for one project (completion tracker): per student, the columns still without a score. */
export const MissingMarks = row({
  LectureInBoardId: int, TeacherId: int, TeacherName: str,
  Students: list(row({ StudentId: int, Code: str, Name: str, Columns: list(row({ id: int, name: str })) })),
});
export type MissingMarks = Static<typeof MissingMarks>;

/** Whether a project may be published (common/marks.ts publishability); the client reads it, never derives it. */
export const Publishability = row({
  ok: bool,
  reason: Type.Union([Type.Literal('noStudent'), Type.Literal('noLecturer'), Type.Literal('noColumn'), Type.Literal('missingMarks'), Type.Null()]),
  /** the seats that have not marked everything yet (reason missingMarks) */
  waitingFor: list(row({ id: int, name: str })),
});
export type Publishability = Static<typeof Publishability>;

/**
 * A project of GET /details/board/{id}: teacherMark counts lecturers on the board / lecturers who marked every
 * student in every column; Missing: lecturers who have not marked everything yet (empty when complete, or when
 * nobody can mark).
 */
export const BoardDetailsProject = row({
  Id: int, Name: str, Notion: str, CourseId: int, CourseName: str, IntendTime: str, OrderNo: int, ProtectTime: int, StudentCount: int,
  teacherMark: TeacherMark, Published: bool, Missing: list(MissingMarks), publishability: Publishability,
  /** the board's minutes record a decision for it (publishing without one asks first; the chair may record it later) */
  MinutesWritten: bool,
});
export type BoardDetailsProject = Static<typeof BoardDetailsProject>;

/**
 * GET /details/board/{id}. terminated: a project of the board has a mark, so lecturers and projects can be neither
 * added nor removed; disagreements: lecturers' totals further apart than the board's threshold (one call for the page).
 */
export const BoardDetails = row({
  board: row({
    Id: int, Name: str, Room: str, StartTime: str, EndTime: str, Date: str, SemesterId: int, SemesterYear: int, SemesterSession: str,
    SemesterStartTime: str, SemesterEndTime: str, SubjectId: int, SubjectName: str, TemplateId: int, TemplateName: str,
  }),
  terminated: bool,
  columns: list(ColumnRow),
  lecturers: list(LecturerInBoardRow),
  projects: list(BoardDetailsProject),
  disagreements: BoardDisagreements,
});
export type BoardDetails = Static<typeof BoardDetails>;

/** GET /details/course/{id} */
export const CourseDetails = row({
  course: CourseInfoRow,
  projects: list(row({ Id: int, Name: str, Notion: str, CourseId: int, BoardId: nInt, BoardName: nStr, Published: bool })),
  students: list(StudentRow),
});
export type CourseDetails = Static<typeof CourseDetails>;

/**
 * GET /details/project/{id}. graded: the project has a mark, so students can be neither added nor removed;
 * students carry Score (0..10) and Result once published, else null; candidates: students of the course in no
 * project of that course.
 */
export const ProjectDetails = row({
  project: row({ ...projectInfo, BoardId: nInt, BoardName: nStr }),
  overview: TeacherMark,
  publishability: Publishability,
  /** the board's minutes record a decision for it */
  minutesWritten: bool,
  published: bool,
  graded: bool,
  students: list(row({ ...personOfList, stdinprjId: int, Score: nNum, Result: nBool })),
  candidates: list(StudentRow),
});
export type ProjectDetails = Static<typeof ProjectDetails>;

/**
 * GET /details/subject/{id}. A course's `blocked`: why deleting it would be refused (the delete's own message), null
 * when it would go through, with its message code and variables beside it (`blockedCode`, `blockedParams`: see
 * admin.ts `Dependents`); semesters and lecturers: the options of the Add Course modal.
 */
export const SubjectDetails = row({
  subject: row({ Id: int, Name: str, Description: str }),
  courses: list(row({ Id: int, Name: str, SemesterId: int, SemesterYear: int, SemesterSession: str, LectureId: int, LecturerName: str, blocked: nStr, blockedCode: nStr, blockedParams: nullable(params) })),
  semesters: list(row({ Id: int, Year: int, Session: str })),
  lecturers: list(row({ Id: int, Name: str })),
});
export type SubjectDetails = Static<typeof SubjectDetails>;

/** GET /details/template/{id}. locked: a board using this template has a mark, so its columns cannot change. */
export const TemplateDetails = row({
  template: row({ Id: int, Name: str, SubjectId: int, SubjectName: str, ApplyDate: str, Status: int }),
  columns: list(ColumnRow),
  locked: bool,
});
export type TemplateDetails = Static<typeof TemplateDetails>;
