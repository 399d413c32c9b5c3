import { COURSE_IMPORT_COLUMNS, headerKey, LECTURER_IMPORT_COLUMNS, PROJECT_IMPORT_COLUMNS, STUDENT_IMPORT_COLUMNS } from '../../common/importColumns';
import type { ImportRowError, XlsxImportError } from '../../common/contract/imports';
import { IMPORT_MAX_ROWS } from '../../common/validation/people';
import type { Ctx } from './context';
import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readFirstSheet, UnreadableWorkbook, type SheetTable } from '../documents/xlsx/reader';
import { importSchedule, SCHEDULE_COLUMNS, type ImportResult as ScheduleImportResult } from './schedule/csv';
import { Refused, refused } from './errors';
import { importCourses, importProjects, type SheetRows } from './catalogImport';
import { importLecturers, importStudents } from './people';

const KINDS = {
  students: { columns: STUDENT_IMPORT_COLUMNS as Record<string, string>, run: (ctx: Ctx, rows: unknown[]) => importStudents(ctx, rows) },
  lecturers: { columns: LECTURER_IMPORT_COLUMNS as Record<string, string>, run: (ctx: Ctx, rows: unknown[]) => importLecturers(ctx.db, rows) },
  courses: { columns: COURSE_IMPORT_COLUMNS as Record<string, string>, run: (ctx: Ctx, rows: unknown[]) => importCourses(ctx.db, rows as SheetRows) },
  projects: { columns: PROJECT_IMPORT_COLUMNS as Record<string, string>, run: (ctx: Ctx, rows: unknown[]) => importProjects(ctx.db, rows as SheetRows) },
} as const;

export type XlsxImportKind = keyof typeof KINDS;
export const XLSX_IMPORT_KINDS = Object.keys(KINDS) as XlsxImportKind[];

/** The upload's first sheet, or a clear refusal (not a workbook, no sheet, too many rows). */
async function readSheet(bytes: Buffer): Promise<SheetTable> {
  let table;
  try {
    table = await readFirstSheet(bytes);
  } catch (error) {
    if (error instanceof UnreadableWorkbook) {
      throw refused(400, error.reason === 'noSheet' ? 'xlsxNoSheet' : 'notXlsx').with({ data: { errors: [] } });
    }
    throw error;
  }
  if (table.rows.length > IMPORT_MAX_ROWS) throw refused(400, 'importTooManyRows', { max: IMPORT_MAX_ROWS }).with({ data: { errors: [] } });
  return table;
}

/** A refusal's row errors named as the sheet has them: its row, the column's header, the cell ('D7'). */
function namingCells(error: unknown, table: SheetTable, fieldColumns: Record<string, string>): unknown {
  const errors = error instanceof Refused ? (error.extra.data as { errors?: ImportRowError[] } | undefined)?.errors : undefined;
  if (!errors || !(error instanceof Refused)) return error;
  const withCells: XlsxImportError[] = errors.map((e) => {
    const sheetRow = table.rows[e.row - 1]?.rowNumber ?? e.row + 1;
    const letter = fieldColumns[e.field] ? table.columns.get(headerKey(fieldColumns[e.field]!)) : undefined;
    // a duplicate names the other row of the data: named here as the sheet numbers it
    const message = e.message.replace(/ is also in row (\d+)$/, (_, n: string) => ` is also in row ${table.rows[Number(n) - 1]?.rowNumber ?? n}`);
    // the code and variables go with it (the client translates them); a renumbered row's variable is renumbered too
    const params = e.params?.row !== undefined && message !== e.message ? { ...e.params, row: String(table.rows[Number(e.params.row) - 1]?.rowNumber ?? e.params.row) } : e.params;
    return { row: sheetRow, field: fieldColumns[e.field] ?? e.field, message, ...(e.code ? { code: e.code } : {}), ...(params ? { params } : {}), cell: letter ? `${letter}${sheetRow}` : null };
  });
  (error.extra as { data: unknown }).data = { errors: withCells };
  return error;
}

/**
 * An .xlsx import: the first sheet read as the CSV import reads its file (the same columns), then the very import
 * the CSV uses (people.ts: every row checked against the API's rules, all or nothing; catalogImport.ts for courses
 * and projects). A refusal names each problem's row of the sheet and its cell.
 */
export async function importXlsx(ctx: Ctx, kind: XlsxImportKind, bytes: Buffer): Promise<number> {
  const { columns: fieldColumns, run } = KINDS[kind];
  const table = await readSheet(bytes);
  const rows = table.rows.map((r) => Object.fromEntries(Object.entries(fieldColumns).map(([field, column]) => [field, r.cells[headerKey(column)] ?? ''])));
  try {
    return await run(ctx, rows);
  } catch (error) {
    throw namingCells(error, table, fieldColumns);
  }
}

/** A term's schedule from Excel: the sheet's columns are the CSV import's; the sheet is handed to that import as CSV. */
export async function importScheduleXlsx(db: Kysely<Database>, semesterId: number, bytes: Buffer, save: { force?: boolean; allowSaveAnyway: boolean }): Promise<ScheduleImportResult> {
  const table = await readSheet(bytes);
  const fieldColumns = Object.fromEntries(SCHEDULE_COLUMNS.map((c) => [c, c]));
  const csv = stringify([[...SCHEDULE_COLUMNS], ...table.rows.map((r) => SCHEDULE_COLUMNS.map((c) => r.cells[headerKey(c)] ?? ''))]);
  try {
    return await importSchedule(db, semesterId, csv, save);
  } catch (error) {
    throw namingCells(error, table, fieldColumns);
  }
}
