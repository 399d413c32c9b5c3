/**
 * Rows answered by the admin console's calls (api.md conventions 2, 4, 5). Dates are YYYY-MM-DD, times HH:MM.
 * Display fields (SubjectName, SemesterYear, ...) spare the screens extra calls.
 */

import type { BoardInfoRow, ColumnRow, CourseInfoRow, ProjectInfoRow } from './rows';

export type { Envelope, LecturerRow } from './rows';

/** GET /semester/getall (bare array), GET /semester/{id} ({status: 200, data: [row]}). */
export interface SemesterRow {
  Id: number;
  Year: number;
  Session: string;
  StartTime: string;
  EndTime: string;
}

/** GET /subject/getall, /subject/{id}/getbyid (bare arrays). */
export interface SubjectRow {
  Id: number;
  Name: string;
  Description: string;
}

/** GET /course/getall, /course/{subjectId}/getbysubject, /course/{id}/getbyid, /course/{semesterId}/{subjectId}. */
export type CourseRow = CourseInfoRow;

/** GET /project/getall, /project/{courseId}/projectincourses, /project/{id}/getbyid. */
export interface ProjectRow extends ProjectInfoRow {
  /** true once the project's results are published */
  Published: boolean;
  /** the project's evaluation board, or null */
  BoardId: number | null;
  BoardName: string | null;
  /** number of students in the project */
  StudentCount: number;
}

/** GET /project/getallpubliced: {status: 200, data: [row]} (what the spec's client reads, nothing more). */
export interface PublishedProjectRow {
  ProjectId: number;
}

/** GET /template/getall (bare array), GET /template/{id} ({status: 200, data: [row]}). */
export interface TemplateRow {
  Id: number;
  Name: string;
  SubjectId: number;
  ApplyDate: string;
  /** 1 = active */
  Status: number;
  SubjectName: string;
  /** number of score columns */
  ColumnCount: number;
  /** sum of the columns' percents as a fraction (1 when complete) */
  PercentTotal: number;
  /** number of boards using the template */
  BoardCount: number;
}

/** GET /scorecolumn/{templateId}: {status: 200, data: [row]}; percent is a fraction (0.3 = 30 %). */
export type ScoreColumnRow = ColumnRow;

/** GET /evalution/getall, /evalution/{projectId}/getbyproject (bare arrays), /evalution/{id} ({status: 201, data: [row]}). */
export interface BoardRow extends BoardInfoRow {
  TemplateName: string;
}

/** GET /student/getall (bare array). */
export interface StudentRow {
  Id: number;
  Code: string;
  Name: string;
  BirthDay: string | null;
  Address: string | null;
}

/** One refused row of an import: row is 1-based (the first data row of the file is 1). */
export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

/** An .xlsx import's error: the sheet's row, the column's header, and the cell it points at ('D7'; null when the file has no such column). */
export interface XlsxImportError extends ImportRowError {
  cell: string | null;
}

/** POST /student/import, /teacher/import refusal: {status: 400, message, data: {errors}} (nothing written). */
export interface ImportRefusal {
  errors: ImportRowError[];
}

/** POST /student/import, /teacher/import success: {status: 200, message: 'Imported N students', data: {count}}. */
export interface ImportResult {
  count: number;
}

/** One row a bulk action did not touch, and why: named as a person reads it (code and name; null for an unknown id). */
export interface BulkRefusal {
  id: number;
  /** the student's code (a lecturer has none) */
  code: string | null;
  name: string | null;
  reason: string;
}

/**
 * POST /student/bulk-delete, /teacher/bulk-delete, /studentincourse/bulk-add, /studentinproject/bulk-add: each does
 * what it can; `done` were changed, `refused` were left as they were (with the reason).
 */
export interface BulkOutcome {
  done: number[];
  refused: BulkRefusal[];
}

/** GET /dependents/{kind}/{id}: why a delete would be refused (reason null: it would go through). */
export interface Dependents {
  reason: string | null;
  dependents: string[];
}

/** GET /dependents/{kind}: a row others depend on, with the message its delete would be refused with. */
export interface BlockedRow {
  Id: number;
  reason: string;
}

/** GET /student/paged: one page of the Students grid (server-side paging, sorting and search). */
export interface StudentPage {
  rows: StudentRow[];
  /** rows matching the search, all pages */
  total: number;
}

/** The columns GET /student/paged sorts by. */
export const STUDENT_SORTS = ['Id', 'Code', 'Name', 'BirthDay', 'Address'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

/**
 * The column filter operators GET /student/paged applies (the DataGrid's own operator names): text operators on
 * Code, Name, BirthDay (YYYY-MM-DD) and Address, any case; number operators on Id.
 */
export const STUDENT_TEXT_OPS = ['contains', 'doesNotContain', 'equals', 'doesNotEqual', 'startsWith', 'endsWith', 'isEmpty', 'isNotEmpty'] as const;
export const STUDENT_NUMBER_OPS = ['=', '!=', '>', '>=', '<', '<=', 'isEmpty', 'isNotEmpty'] as const;
export const STUDENT_FILTER_OPS = [...new Set([...STUDENT_TEXT_OPS, ...STUDENT_NUMBER_OPS])];
export type StudentFilterOp = (typeof STUDENT_TEXT_OPS)[number] | (typeof STUDENT_NUMBER_OPS)[number];

/** The query of the Students grid (GET /student/paged and GET /student/filtered): search, one column filter, sort. */
export interface StudentQuery {
  sort?: StudentSort;
  order?: 'asc' | 'desc';
  q?: string;
  filterField?: StudentSort;
  filterOp?: StudentFilterOp;
  filterValue?: string;
}

/** The grid's search and column filter alone: what a bulk action names instead of ids ("select all N matching"). */
export type StudentFilter = Pick<StudentQuery, 'q' | 'filterField' | 'filterOp' | 'filterValue'>;

/** true when the filter narrows the list (search words, or a column filter with a value or an (not) empty test): only such a filter may stand for "all matching" */
export const narrowsStudents = (f: StudentFilter) =>
  (f.q ?? '').trim() !== '' || (!!f.filterField && !!f.filterOp && (f.filterOp === 'isEmpty' || f.filterOp === 'isNotEmpty' || (f.filterValue ?? '').trim() !== ''));
