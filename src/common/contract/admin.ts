import { Type, type Static } from '@sinclair/typebox';
import { STUDENT_FILTER_OPS, STUDENT_SORTS } from '../students';
import { bool, envelope, int, list, message, nInt, nStr, num, opt, params, row, str } from './kit';
import { boardInfo, ColumnRow, CourseInfoRow, projectInfo } from './rows';

/**
 * Rows answered by the admin console's calls (api.md conventions 2, 4, 5). Dates are YYYY-MM-DD, times HH:MM.
 * Display fields (SubjectName, SemesterYear, ...) spare the screens extra calls.
 */

export type { Envelope } from './kit';
export { LecturerRow } from './rows';

/** GET /semester/getall (bare array), GET /semester/{id} ({status: 200, data: [row]}). */
export const SemesterRow = row({ Id: int, Year: int, Session: str, StartTime: str, EndTime: str });
export type SemesterRow = Static<typeof SemesterRow>;

/** GET /subject/getall, /subject/{id}/getbyid (bare arrays). */
export const SubjectRow = row({ Id: int, Name: str, Description: str });
export type SubjectRow = Static<typeof SubjectRow>;

/** GET /course/getall, /course/{subjectId}/getbysubject, /course/{id}/getbyid, /course/{semesterId}/{subjectId}. */
export const CourseRow = CourseInfoRow;
export type CourseRow = Static<typeof CourseRow>;

/**
 * GET /project/{courseId}/projectincourses, /project/{id}/getbyid: Published once the results are
 * published; the project's evaluation board (or null); StudentCount students in the project.
 */
export const projectRow = { ...projectInfo, Published: bool, BoardId: nInt, BoardName: nStr, StudentCount: int };
export const ProjectRow = row(projectRow);
export type ProjectRow = Static<typeof ProjectRow>;

/**
 * GET /project/getall: a project with its course, semester and subject names — what the spec's clients (Id, Name,
 * Notion, CourseId) and the admin's Projects list read, each field once.
 */
export const ProjectListRow = row(projectInfo);
export type ProjectListRow = Static<typeof ProjectListRow>;

/** GET /project/getallpubliced: {status: 200, data: [row]} (what the spec's client reads, nothing more). */
export const PublishedProjectRow = row({ ProjectId: int });
export type PublishedProjectRow = Static<typeof PublishedProjectRow>;

/**
 * The fields of a template: ColumnCount score columns, PercentTotal the sum of their percents as a fraction (1 when
 * complete), BoardCount boards using it.
 */
export const templateInfo = { Id: int, Name: str, SubjectId: int, ApplyDate: str, SubjectName: str, ColumnCount: int, PercentTotal: num, BoardCount: int };
/** GET /template/getall (bare array), GET /template/{id} ({status: 200, data: [row]}); Status 1 = active. */
export const TemplateRow = row({ ...templateInfo, Status: int });
export type TemplateRow = Static<typeof TemplateRow>;

/** GET /scorecolumn/{templateId}: {status: 200, data: [row]}; percent is a fraction (0.3 = 30 %). */
export const ScoreColumnRow = ColumnRow;
export type ScoreColumnRow = Static<typeof ScoreColumnRow>;

/** GET /evalution/getall, /evalution/{projectId}/getbyproject (bare arrays), /evalution/{id} ({status: 201, data: [row]}). */
export const BoardRow = row({ ...boardInfo, TemplateName: str });
export type BoardRow = Static<typeof BoardRow>;

/** GET /student/getall (bare array). */
export const StudentRow = row({ Id: int, Code: str, Name: str, BirthDay: nStr, Address: nStr, Email: opt(nStr) });
export type StudentRow = Static<typeof StudentRow>;

/** One row a bulk action did not touch, and why: named as a person reads it (code and name; null for an unknown id; a lecturer has no code). */
/**
 * A row a bulk action left as it was: `code` and `name` are the student's (a lecturer has no code), `reason` the
 * English text; `reasonCode` and `reasonParams` its message code and variables (common/messages/en.ts), which the
 * client translates (a delete's refusal: the params of domain/deletion.ts `DeleteRefusal`).
 */
export const BulkRefusal = row({ id: int, code: nStr, name: nStr, reason: str, reasonCode: opt(str), reasonParams: opt(params) });
export type BulkRefusal = Static<typeof BulkRefusal>;

/**
 * POST /student/bulk-delete, /teacher/bulk-delete, /studentincourse/bulk-add, /studentinproject/bulk-add: each does
 * what it can; `done` were changed, `refused` were left as they were (with the reason).
 */
export const BulkOutcome = row({ done: list(int), refused: list(BulkRefusal) });
export type BulkOutcome = Static<typeof BulkOutcome>;
/** a bulk action: {status, message, data: {done: [ids], refused: [{id, reason}]}} */
export const BulkAnswer = envelope(BulkOutcome);

/**
 * GET /dependents/{kind}/{id}: why a delete would be refused (reason null: it would go through, and no code nor
 * params). `code` and `params` are the refusal's message code and variables (domain/deletion.ts `DeleteRefusal`:
 * what, id, dependents in English, the row's `kind` and each dependency's count by key), which the client translates.
 */
export const Dependents = row({ reason: nStr, dependents: list(str), code: opt(str), params: opt(params) });
export type Dependents = Static<typeof Dependents>;

/** GET /dependents/{kind}: a row others depend on, with the message its delete would be refused with. */
export const BlockedRow = row({ Id: int, reason: str, code: str, params });
export type BlockedRow = Static<typeof BlockedRow>;
export const BlockedRows = list(BlockedRow);

/** GET /student/paged: one page of the Students grid (server-side paging, sorting and search); total: rows matching the search, all pages. */
export const StudentPage = row({ rows: list(StudentRow), total: int });
export type StudentPage = Static<typeof StudentPage>;

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

/** The grid's search and column filter alone: what a bulk action names instead of ids ("select all N matching"). */
export const studentFilter = {
  q: opt(Type.String({ maxLength: 200 })),
  filterField: opt(literals(STUDENT_SORTS)),
  filterOp: opt(literals(STUDENT_FILTER_OPS)),
  filterValue: opt(Type.String({ maxLength: 200 })),
};
export const StudentFilter = row(studentFilter);
export type StudentFilter = Static<typeof StudentFilter>;

/** The query of the Students grid (GET /student/paged and GET /student/filtered): sort by any column, then its filter. */
export const studentQuery = { sort: opt(literals(STUDENT_SORTS)), order: opt(literals(['asc', 'desc'] as const)), ...studentFilter };
export const StudentQuery = row(studentQuery);
export type StudentQuery = Static<typeof StudentQuery>;

/** {status, message} (and `massage`, which the spec's template refusals repeat the message in) */
export const Message = message();
/** {status, message, data: {id}} of an add (or a refusal) */
export const Added = envelope(row({ id: int }));
