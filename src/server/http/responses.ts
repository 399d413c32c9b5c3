import type { TSchema } from '@sinclair/typebox';
import { envelope, list } from '../../common/contract/kit';

/**
 * The response schemas of the API under the names the routes use. Each is written once in src/common/contract
 * (the wire types the client reads are derived from the same schemas); this file only names them for the routes.
 */

export { list };
export { ColumnRow, CourseInfoRow, LecturerRow, ProjectInfoRow } from '../../common/contract/rows';
export {
  Added, BlockedRows as BlockedRowsSchema, BoardRow, BulkAnswer, Dependents as DependentsSchema, Message, ProjectRow as AdminProjectRow, ProjectListRow,
  PublishedProjectRow, SemesterRow, StudentPage as StudentPageSchema, StudentRow as AdminStudentRow, SubjectRow, TemplateRow,
} from '../../common/contract/admin';
export { Imported } from '../../common/contract/imports';
export {
  BitValue, CourseProjectRow, CourseStudentRow, LecturerListRow, ProjectBoardRow, SemesterListRow, StudentListRow, TemplateListRow,
} from '../../common/contract/spec';
export {
  BoardDetails, BoardProjectRow, CourseDetails, LecturerInBoardRow, ProjectDetails, ProjectRow as NoBoardProjectRow, ProjectStudentRow,
  Publishability, StudentRow, SubjectDetails, TemplateDetails,
} from '../../common/contract/details';
export { BoardDisagreements } from '../../common/contract/disagreement';
export {
  CourseResultRow, LecturerBoardRow, LecturerCourseRow, LecturerScoreRow, MarkingSaveResult, MarkingView, ProjectsMarkedResponse, ScoreExplanation,
  StudentCourseRow, StudentScore,
} from '../../common/contract/marking';
export { ScoreHistoryRow as ScoreHistoryRowSchema } from '../../common/contract/history';
export { AuditPage as AuditPageSchema, AuditRow as AuditRowSchema } from '../../common/contract/audit';

/** The envelope {status, message?, code?, data?} around `data`. */
export const envelopeOf = <T extends TSchema>(data: T) => envelope(data);
