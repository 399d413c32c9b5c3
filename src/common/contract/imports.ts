import type { Static } from '@sinclair/typebox';
import { envelope, int, list, nStr, opt, params, row, str } from './kit';

/**
 * Answers of the CSV and .xlsx imports (students, lecturers, courses, projects, the schedule). A refusal lists at
 * most 50 problems (`errors`, in row order) and how many more there are (`more`).
 */

/**
 * One refused row of an import: row is 1-based (the first data row of the file is 1). A server rule's refusal carries
 * its message code and variables (common/messages/en.ts); a shared schema's has its English message only.
 */
export const ImportRowError = row({ row: int, field: str, message: str, code: opt(str), params: opt(params) });
export type ImportRowError = Static<typeof ImportRowError>;

/** An .xlsx import's error: the sheet's row, the column's header, and the cell it points at ('D7'; null when the file has no such column). */
export const XlsxImportError = row({ row: int, field: str, message: str, code: opt(str), params: opt(params), cell: nStr });
export type XlsxImportError = Static<typeof XlsxImportError>;

/** POST /student/import, /teacher/import refusal: {status: 400, message, data: {errors}} (nothing written). */
export const ImportRefusal = row({ errors: list(ImportRowError), more: opt(int) });
export type ImportRefusal = Static<typeof ImportRefusal>;

/** POST /student/import, /teacher/import success: {status: 200, message: 'Imported N students', data: {count}}. */
export const ImportResult = row({ count: int });
export type ImportResult = Static<typeof ImportResult>;

/** a CSV import: {status, message, data: {count}}, or refused with data: {errors: [{row, field, message}]} */
export const Imported = envelope(row({ count: opt(int), errors: opt(list(ImportRowError)), more: opt(int) }));
export type Imported = Static<typeof Imported>;

/**
 * an .xlsx import: {status, message, data: {count}}, or refused with data: {errors: [{row, field, message, cell}]};
 * checked without writing (dryRun): {count, preview: the first rows, each field's cell}
 */
export const XlsxImported = envelope(row({ count: opt(int), preview: opt(list(params)), errors: opt(list(XlsxImportError)), more: opt(int) }));
export type XlsxImported = Static<typeof XlsxImported>;

/**
 * a schedule's .xlsx import: {boards, slots} when written, or refused with each problem's row, column and cell;
 * checked without writing (dryRun): also {count: the rows checked, preview: the first rows}
 */
export const ScheduleXlsxImported = envelope(row({ boards: opt(int), slots: opt(int), count: opt(int), preview: opt(list(params)), errors: opt(list(XlsxImportError)), more: opt(int) }));
export type ScheduleXlsxImported = Static<typeof ScheduleXlsxImported>;

/** a schedule's CSV import: {status, message, data: {boards, slots}}, or refused with data: {errors: [{row, field, message}]} */
export const ScheduleImported = envelope(row({ boards: opt(int), slots: opt(int), errors: opt(list(ImportRowError)), more: opt(int) }));
export type ScheduleImported = Static<typeof ScheduleImported>;
