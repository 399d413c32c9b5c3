import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type * as Admin from '../../common/dto/admin';
import type { AuditPage, AuditRow } from '../../common/dto/audit';
import type * as Details from '../../common/dto/details';
import type * as Disagreement from '../../common/dto/disagreement';
import type { ScoreHistoryRow } from '../../common/dto/history';
import type * as Marking from '../../common/dto/marking';
import type * as Rows from '../../common/dto/rows';
import type * as Spec from '../../common/dto/spec';
import { CriterionMark, MarkingComment, StudentComment } from '../../common/contract/words';
import { S } from './schema';

/**
 * Response schemas of the API: the fields each answer carries (api.md; src/common/dto). The compile-time
 * checks at the end make each schema's type equal to its DTO, so a field added to a DTO and not here (or
 * the other way round) fails the type-check instead of silently disappearing from the wire.
 */

const int = Type.Integer();
const num = Type.Number();
const str = Type.String();
const bool = Type.Boolean();
const nInt = S.nullable(int);
const nNum = S.nullable(num);
const nStr = S.nullable(str);
const nBool = S.nullable(bool);
const row = S.row;
const list = <T extends TSchema>(schema: T) => Type.Array(schema);

export const ColumnRow = row({ id: int, name: str, percent: num });
export const SemesterRow = row({ Id: int, Year: int, Session: str, StartTime: str, EndTime: str });
export const SemesterListRow = row({ Id: int, Year: int, Session: str, StartTime: str, EndTime: str, Status: Type.Union([Type.Literal('Future'), Type.Literal('On going'), Type.Literal('Past')]) });
export const SubjectRow = row({ Id: int, Name: str, Description: str });
export const LecturerRow = row({ Id: int, Name: str, PhoneNumber: str, BirthDay: nStr, Address: nStr });
export const LecturerListRow = row({ Id: int, Name: str, PhoneNumber: str, BirthDay: nStr, Address: nStr, id: int, name: str, birthday: nStr, phonenumber: str, address: nStr });
export const CourseInfoRow = row({
  Id: int, Name: str, SubjectId: int, SemesterId: int, LectureId: int, SubjectName: str, SemesterYear: int, SemesterSession: str, LecturerName: str,
});
const projectInfo = {
  Id: int, Name: str, Notion: str, CourseId: int, CourseName: str, SemesterId: int, SemesterYear: int, SemesterSession: str, SubjectId: int, SubjectName: str,
};
export const ProjectInfoRow = row(projectInfo);
const adminProject = { ...projectInfo, Published: bool, BoardId: nInt, BoardName: nStr, StudentCount: int };
export const AdminProjectRow = row(adminProject);
export const CourseProjectRow = row({ ...adminProject, prjId: int, notion: str });
export const PublishedProjectRow = row({ ProjectId: int });
const templateInfo = { Id: int, Name: str, SubjectId: int, ApplyDate: str, SubjectName: str, ColumnCount: int, PercentTotal: num, BoardCount: int };
export const TemplateRow = row({ ...templateInfo, Status: int });
/** Status as the spec's bit-like value {type: 'Buffer', data: [1]} */
export const TemplateListRow = row({ ...templateInfo, Status: row({ type: Type.Literal('Buffer'), data: list(int) }) });
const boardInfo = {
  Id: int, Name: str, Room: str, StartTime: str, EndTime: str, Date: str, SemesterId: int, SubjectId: int, TemplateId: int,
  SemesterYear: int, SemesterSession: str, SemesterStart: str, SemesterEnd: str, SubjectName: str,
};
export const BoardRow = row({ ...boardInfo, TemplateName: str });
export const ProjectBoardRow = row({ ...boardInfo, TemplateName: str, EvaluationBoardId: int });
export const LecturerBoardRow = row({ ...boardInfo, lectureinboardID: int });
export const AdminStudentRow = row({ Id: int, Code: str, Name: str, BirthDay: nStr, Address: nStr });
export const StudentListRow = row({ id: int, code: str, name: str, birthday: nStr, address: nStr });
const personOfList = { StudentId: int, Code: str, CODE: str, Name: str, BirthDay: nStr, Address: nStr };
const studentOfList = { Id: int, ...personOfList, ProjectId: Type.Optional(nInt), ProjectName: Type.Optional(nStr) };
export const StudentRow = row(studentOfList);
export const CourseStudentRow = row({ ...studentOfList, code: str, name: str, birthday: nStr, address: nStr });
export const ProjectStudentRow = row({ ...personOfList, stdinprjId: int });
export const LecturerInBoardRow = row({ Id: int, Name: str, PhoneNumber: str, Address: nStr, LectureInBoardId: int });
const teacherMark = row({ teacherQuan: int, teacherQuanMarked: int });
export const BoardProjectRow = row({
  id: int, name: str, notion: str, CourseId: int, teacherMark, Published: bool, IntendTime: str, OrderNo: int, order: int, ProtectTime: int,
});
export const NoBoardProjectRow = row({ Id: int, Name: str, Notion: str, CourseId: int, CourseName: str });
export const StudentCourseRow = row({
  Id: int, Name: str, CourseId: int, StudentId: int, LectureId: int, SemesterId: int, SubjectId: int, SubjectName: str, SemesterYear: int, SemesterSession: str,
});
export const LecturerCourseRow = row({
  Id: int, Name: str, SemesterId: int, SubjectId: int, LectureId: int, SubjectName: str, SemesterYear: int, SemesterSession: str, SemesterStart: str, SemesterEnd: str,
});
export const ProjectsMarkedResponse = row({
  status: int,
  result: list(row({ ProjectId: int })),
  projects: list(row({ id: int, name: str, notion: str, CourseId: int, marked: bool, Published: bool })),
  BoardId: int,
  BoardName: str,
});
export const LecturerScoreRow = row({ StudentId: int, Id: int, stdinprjId: int, ScoreColumnId: int, Score: num, Version: int });
const MarkingScore = row({ stdinprjId: int, ScoreColumnId: int, Score: num, Version: int });
export const MarkingView = row({
  lectureinboardId: int,
  project: row({ ...projectInfo, BoardId: int, BoardName: str, Published: bool }),
  columns: list(ColumnRow),
  students: list(row({ StudentId: int, stdinprjId: int, Code: str, Name: str })),
  scores: list(MarkingScore),
  marked: bool,
  publication: S.nullable(row({ PublishedAt: str, PublishedBy: str, results: list(row({ StudentId: int, Score: num, Result: bool })) })),
  comments: list(MarkingComment),
});
export const MarkingSaveResult = row({ inserted: int, updated: int, scores: list(MarkingScore), comments: Type.Optional(list(MarkingComment)) });
export const StudentScore = row({ score: num, status: bool });
export const ScoreExplanation = row({
  CourseId: int, CourseName: str, ProjectId: int, ProjectName: str, BoardName: str, columns: list(ColumnRow),
  lecturerTotals: list(num), score: num, passMark: num, pass: bool, publishedAt: str,
  criteria: list(CriterionMark), comments: list(StudentComment),
});
export const CourseResultRow = row({ StudentId: int, Code: str, Name: str, ProjectId: nInt, ProjectName: nStr, Score: nNum, Result: nBool });
export const ScoreHistoryRowSchema = row({
  Id: int, StudentCode: str, StudentName: str, ColumnName: str, LecturerName: str, OldScore: nNum, NewScore: num, ChangedBy: str, ChangedAt: str,
});
export const AuditRowSchema = row({
  Id: int, At: str, AccountId: nInt, Username: nStr, Role: nStr, Action: str, TargetKind: nStr, TargetId: nInt, Detail: nStr, Address: str, Outcome: str, Count: int,
});
export const AuditPageSchema = row({ rows: list(AuditRowSchema), total: int });
const Missing = row({
  LectureInBoardId: int, TeacherId: int, TeacherName: str,
  Students: list(row({ StudentId: int, Code: str, Name: str, Columns: list(row({ id: int, name: str })) })),
});
/** Whether a project may be published (common/marks.ts publishability); the client reads it, never derives it. */
export const Publishability = row({
  ok: bool,
  reason: Type.Union([Type.Literal('noStudent'), Type.Literal('noLecturer'), Type.Literal('noColumn'), Type.Literal('missingMarks'), Type.Null()]),
  waitingFor: list(row({ id: int, name: str })),
});
/** GET /board/{boardId}/disagreements */
export const BoardDisagreements = row({
  BoardId: int,
  Threshold: num,
  Projects: list(
    row({
      ProjectId: int, ProjectName: str, Published: bool,
      Students: list(row({ StudentId: int, stdinprjId: int, Code: str, Name: str, Gap: num, Totals: list(row({ LectureInBoardId: int, TeacherName: str, Total: num })) })),
    }),
  ),
});
export const BoardDetails = row({
  board: row({
    Id: int, Name: str, Room: str, StartTime: str, EndTime: str, Date: str, SemesterId: int, SemesterYear: int, SemesterSession: str,
    SemesterStartTime: str, SemesterEndTime: str, SubjectId: int, SubjectName: str, TemplateId: int, TemplateName: str,
  }),
  terminated: bool,
  columns: list(ColumnRow),
  lecturers: list(LecturerInBoardRow),
  projects: list(
    row({
      Id: int, Name: str, Notion: str, CourseId: int, CourseName: str, IntendTime: str, OrderNo: int, ProtectTime: int, StudentCount: int,
      teacherMark, Published: bool, Missing: list(Missing), publishability: Publishability,
    }),
  ),
  disagreements: BoardDisagreements,
});
export const CourseDetails = row({
  course: CourseInfoRow,
  projects: list(row({ Id: int, Name: str, Notion: str, CourseId: int, BoardId: nInt, BoardName: nStr, Published: bool })),
  students: list(StudentRow),
});
export const ProjectDetails = row({
  project: row({ ...projectInfo, BoardId: nInt, BoardName: nStr }),
  overview: teacherMark,
  publishability: Publishability,
  published: bool,
  graded: bool,
  students: list(row({ ...personOfList, stdinprjId: int, Score: nNum, Result: nBool })),
  candidates: list(StudentRow),
});
export const SubjectDetails = row({
  subject: SubjectRow,
  courses: list(row({ Id: int, Name: str, SemesterId: int, SemesterYear: int, SemesterSession: str, LectureId: int, LecturerName: str, blocked: nStr })),
  semesters: list(row({ Id: int, Year: int, Session: str })),
  lecturers: list(row({ Id: int, Name: str })),
});
export const TemplateDetails = row({
  template: row({ Id: int, Name: str, SubjectId: int, SubjectName: str, ApplyDate: str, Status: int }),
  columns: list(ColumnRow),
  locked: bool,
});

/** {status, message} (and `massage`, which the spec's template refusals repeat the message in) */
export const Message = S.message();
/** a CSV import: {status, message, data: {count}}, or refused with data: {errors: [{row, field, message}]} */
export const Imported = S.envelope(row({ count: Type.Optional(int), errors: Type.Optional(list(row({ row: int, field: str, message: str }))) }));
/** {status, message, data: {id}} of an add (or a refusal) */
export const Added = S.envelope(row({ id: int }));
/** GET /student/paged: {rows, total} */
export const StudentPageSchema = row({ rows: list(AdminStudentRow), total: int });
/** GET /dependents/{kind}/{id}: {reason, dependents} */
export const DependentsSchema = row({ reason: nStr, dependents: list(str) });
/** GET /dependents/{kind}: [{Id, reason}] of the rows others depend on */
export const BlockedRowsSchema = list(row({ Id: int, reason: str }));
/** a bulk action: {status, message, data: {done: [ids], refused: [{id, reason}]}} */
export const BulkAnswer = S.envelope(row({ done: list(int), refused: list(row({ id: int, code: nStr, name: nStr, reason: str })) }));
export const envelopeOf = <T extends TSchema>(data: T) => S.envelope(data);
export { list };

// ---- each schema's type is its DTO's (a mismatch fails `tsc`) ----
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <_T extends true>() => undefined;
same<Same<Static<typeof ColumnRow>, Rows.ColumnRow>>();
same<Same<Static<typeof DependentsSchema>, Admin.Dependents>>();
same<Same<Static<typeof BlockedRowsSchema>, Admin.BlockedRow[]>>();
same<Same<Static<typeof StudentPageSchema>, Admin.StudentPage>>();
same<Same<Static<typeof BulkAnswer>, { status: number; message?: string; data?: Admin.BulkOutcome }>>();
same<Same<Static<typeof SemesterRow>, Admin.SemesterRow>>();
same<Same<Static<typeof SubjectRow>, Admin.SubjectRow>>();
same<Same<Static<typeof LecturerRow>, Rows.LecturerRow>>();
same<Same<Static<typeof CourseInfoRow>, Rows.CourseInfoRow>>();
same<Same<Static<typeof ProjectInfoRow>, Rows.ProjectInfoRow>>();
same<Same<Static<typeof AdminProjectRow>, Admin.ProjectRow>>();
same<Same<Static<typeof PublishedProjectRow>, Admin.PublishedProjectRow>>();
same<Same<Static<typeof TemplateRow>, Admin.TemplateRow>>();
same<Same<Static<typeof BoardRow>, Admin.BoardRow>>();
same<Same<Static<typeof LecturerBoardRow>, Marking.LecturerBoardRow>>();
same<Same<Static<typeof AdminStudentRow>, Admin.StudentRow>>();
same<Same<Static<typeof StudentRow>, Details.StudentRow>>();
same<Same<Static<typeof ProjectStudentRow>, Details.ProjectStudentRow>>();
same<Same<Static<typeof LecturerInBoardRow>, Details.LecturerInBoardRow>>();
same<Same<Static<typeof BoardProjectRow>, Details.BoardProjectRow>>();
same<Same<Static<typeof NoBoardProjectRow>, Details.ProjectRow>>();
same<Same<Static<typeof StudentCourseRow>, Marking.StudentCourseRow>>();
same<Same<Static<typeof LecturerCourseRow>, Marking.LecturerCourseRow>>();
same<Same<Static<typeof ProjectsMarkedResponse>, Marking.ProjectsMarkedResponse>>();
same<Same<Static<typeof LecturerScoreRow>, Marking.LecturerScoreRow>>();
same<Same<Static<typeof MarkingView>, Marking.MarkingView>>();
same<Same<Static<typeof MarkingSaveResult>, Marking.MarkingSaveResult>>();
same<Same<Static<typeof ScoreExplanation>, Marking.ScoreExplanation>>();
same<Same<Static<typeof CourseResultRow>, Marking.CourseResultRow>>();
same<Same<Static<typeof ScoreHistoryRowSchema>, ScoreHistoryRow>>();
same<Same<Static<typeof AuditRowSchema>, AuditRow>>();
same<Same<Static<typeof AuditPageSchema>, AuditPage>>();
same<Same<Static<typeof BoardDetails>, Details.BoardDetails>>();
same<Same<Static<typeof CourseDetails>, Details.CourseDetails>>();
same<Same<Static<typeof ProjectDetails>, Details.ProjectDetails>>();
same<Same<Static<typeof SubjectDetails>, Details.SubjectDetails>>();
same<Same<Static<typeof TemplateDetails>, Details.TemplateDetails>>();
same<Same<Static<typeof BoardDisagreements>, Disagreement.BoardDisagreements>>();
same<Same<Static<typeof SemesterListRow>, Spec.SemesterListRow>>();
same<Same<Static<typeof LecturerListRow>, Spec.LecturerListRow>>();
same<Same<Static<typeof CourseProjectRow>, Spec.CourseProjectRow>>();
same<Same<Static<typeof TemplateListRow>, Spec.TemplateListRow>>();
same<Same<Static<typeof ProjectBoardRow>, Spec.ProjectBoardRow>>();
same<Same<Static<typeof StudentListRow>, Spec.StudentListRow>>();
same<Same<Static<typeof CourseStudentRow>, Spec.CourseStudentRow>>();
