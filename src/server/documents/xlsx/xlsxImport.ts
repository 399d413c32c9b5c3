import { stringify } from 'csv-stringify/sync';
import type { ImportRowError, XlsxImportError } from '../../../common/contract/imports';
import { COURSE_SHEET, headerKey, headerKeysOf, LECTURER_SHEET, PROJECT_SHEET, SCHEDULE_SHEET, STUDENT_SHEET, type ImportSheet } from '../../../common/importColumns';
import { IMPORT_MAX_ROWS } from '../../../common/validation/people';
import { UnreadableWorkbook, WORKBOOK_LIMITS, type SheetShape, type SheetTable } from './reader';
import { readFirstSheet } from './readInWorker';
import type { Ctx } from '../../domain/context';
import { importCourses, importProjects, type SheetRows } from '../../domain/catalogImport';
import { Refused, refused } from '../../domain/errors';
import { importLecturers, importStudents, type CheckedRows } from '../../domain/people';
import type { PersonSchema } from '../../domain/rowChecks/personRows';
import { importSchedule, type ImportResult as ScheduleImportResult } from '../../domain/schedule/csv';

export type XlsxImportKind = 'students' | 'lecturers' | 'courses' | 'projects';

interface ImportKind {
  sheet: ImportSheet;
  person?: PersonSchema;
  run: (ctx: Ctx, table: SheetTable, dryRun: boolean) => Promise<number>;
}

/** People's rows come read and checked by their schema from the reader thread (reader.ts `person`); the others' as text. */
const KINDS: Record<XlsxImportKind, ImportKind> = {
  students: { sheet: STUDENT_SHEET, person: 'studentImport', run: (ctx, table, dryRun) => importStudents(ctx, checkedRows(table), dryRun) },
  lecturers: { sheet: LECTURER_SHEET, person: 'lecturerImport', run: (ctx, table, dryRun) => importLecturers(ctx, checkedRows(table), dryRun) },
  courses: { sheet: COURSE_SHEET, run: (ctx, table, dryRun) => importCourses(ctx, fieldRows(table), dryRun) },
  projects: { sheet: PROJECT_SHEET, run: (ctx, table, dryRun) => importProjects(ctx, fieldRows(table), dryRun) },
};

export const XLSX_IMPORT_KINDS = Object.keys(KINDS) as XlsxImportKind[];

const MB = 1024 * 1024;

/** The refusal of an upload the reader would not read, by code (the client says it in the chosen language). */
function unreadable(reason: UnreadableWorkbook['reason']): Refused {
  const answer = (() => {
    switch (reason) {
      case 'noSheet':
        return refused(400, 'xlsxNoSheet');
      case 'tooManyRows':
        return refused(400, 'importTooManyRows', { max: IMPORT_MAX_ROWS });
      case 'tooLarge':
        return refused(400, 'xlsxTooLarge', { mb: WORKBOOK_LIMITS.totalBytes / MB });
      case 'ratio':
        return refused(400, 'xlsxPackedTight', { ratio: WORKBOOK_LIMITS.ratio });
      case 'sharedStrings':
        return refused(400, 'xlsxTextsTooLarge', { mb: WORKBOOK_LIMITS.sharedStringsBytes / MB });
      default:
        return refused(400, 'notXlsx');
    }
  })();
  return answer.with({ data: { errors: [] } });
}

/** The reader's view of an import's columns: each header (in either language) to its field, each field's length. */
function shapeOf(sheet: ImportSheet, person?: PersonSchema): SheetShape {
  const fields: Record<string, string> = {};
  for (const [field, column] of Object.entries(sheet)) for (const key of headerKeysOf(column)) if (!Object.hasOwn(fields, key)) fields[key] = field;
  const columns = Object.entries(sheet);
  return {
    fields,
    maxLength: Object.fromEntries(columns.map(([field, c]) => [field, c.max])),
    dates: columns.filter(([, c]) => c.date).map(([field]) => field),
    maxRows: IMPORT_MAX_ROWS,
    ...(person ? { person } : {}),
  };
}

/** The file's language, as its headers tell: Vietnamese when one of them is written the Vietnamese way. */
function languageOf(sheet: ImportSheet, table: SheetTable): 'en' | 'vi' {
  for (const [field, { header }] of table.columns) {
    const column = sheet[field];
    if (column && headerKey(column.vi) !== headerKey(column.en) && headerKey(header) === headerKey(column.vi)) return 'vi';
  }
  return 'en';
}

/**
 * The upload's first sheet, bounded (documents/xlsx/reader.ts), with every required column present: a missing one
 * is named ("Column not found: Code"), in the language the file's other headers are written in.
 */
async function readSheet(bytes: Buffer, sheet: ImportSheet, person?: PersonSchema): Promise<SheetTable> {
  let table: SheetTable;
  try {
    table = await readFirstSheet(bytes, shapeOf(sheet, person));
  } catch (error) {
    if (error instanceof UnreadableWorkbook) throw unreadable(error.reason);
    throw error;
  }
  const language = languageOf(sheet, table);
  const missing = Object.entries(sheet).filter(([field, c]) => c.required && !table.columns.has(field));
  if (missing.length > 0) throw refused(400, 'importColumnsMissing', { columns: missing.map(([, c]) => c[language]).join(', ') }).with({ data: { errors: [] } });
  return table;
}

/** Each row's cells by field, as the reader shaped them ('' for a blank cell, dates as YYYY-MM-DD). */
const fieldRows = (table: SheetTable): SheetRows => table.rows.map((r) => r.cells);

/** A people import's rows and their problems, read and checked in the reader thread. */
const checkedRows = (table: SheetTable): CheckedRows => ({ rows: fieldRows(table), problems: table.problems ?? [] });

/** A refusal's row errors named as the sheet has them: its row, the column's header, the cell ('D7'). */
function namingCells(error: unknown, table: SheetTable, sheet: ImportSheet): unknown {
  const data = error instanceof Refused ? (error.extra.data as { errors?: ImportRowError[]; more?: number } | undefined) : undefined;
  const errors = data?.errors;
  if (!errors || !(error instanceof Refused)) return error;
  const sheetRowOf = (row: number) => table.rows[row - 1]?.rowNumber ?? row + 1;
  const withCells: XlsxImportError[] = errors.map((e) => {
    const sheetRow = sheetRowOf(e.row);
    const field = Object.keys(sheet).find((f) => f === e.field || f.toLowerCase() === e.field.toLowerCase());
    const column = field ? table.columns.get(field) : undefined;
    // a duplicate names the other row of the data: named here as the sheet numbers it
    const message = e.message.replace(/ is also in row (\d+)$/, (_, n: string) => ` is also in row ${sheetRowOf(Number(n))}`);
    // the code and variables go with it (the client translates them); a renumbered row's variable is renumbered too
    const params = e.params?.row !== undefined && message !== e.message ? { ...e.params, row: String(sheetRowOf(Number(e.params.row))) } : e.params;
    return { row: sheetRow, field: column?.header ?? (field ? sheet[field]!.en : e.field), message, ...(e.code ? { code: e.code } : {}), ...(params ? { params } : {}), cell: column ? `${column.letter}${sheetRow}` : null };
  });
  (error.extra as { data: unknown }).data = { ...data, errors: withCells };
  return error;
}

/**
 * An .xlsx import: the first sheet read bounded, its headers in English or Vietnamese, then the very import the JSON
 * call uses (people.ts: every row checked against the API's rules, all or nothing; catalogImport.ts for courses and
 * projects). A refusal names each problem's row of the sheet and its cell.
 */
export async function importXlsx(ctx: Ctx, kind: XlsxImportKind, bytes: Buffer): Promise<number> {
  const { sheet, person, run } = KINDS[kind];
  const table = await readSheet(bytes, sheet, person);
  try {
    return await run(ctx, table, false);
  } catch (error) {
    throw namingCells(error, table, sheet);
  }
}

/** How many rows of a preview come back to be shown. */
export const PREVIEW_ROWS = 5;

/** A preview's first rows as the sheet gives them: never a password. */
const shownRows = (rows: SheetRows) => rows.slice(0, PREVIEW_ROWS).map(({ password: _password, ...shown }) => shown);

/**
 * An import checked and not written (its preview): the same reading and the same domain check as importXlsx, which
 * stops before writing; the count of rows it would add and the first few as their fields, or the same refusal.
 */
export async function previewXlsx(ctx: Ctx, kind: XlsxImportKind, bytes: Buffer): Promise<{ count: number; rows: Record<string, string>[] }> {
  const { sheet, person, run } = KINDS[kind];
  const table = await readSheet(bytes, sheet, person);
  try {
    const count = await run(ctx, table, true);
    return { count, rows: shownRows(fieldRows(table)) };
  } catch (error) {
    throw namingCells(error, table, sheet);
  }
}

type ScheduleSave = { force?: boolean; allowSaveAnyway: boolean };

/** The schedule's sheet handed to its CSV import (the same columns): written, or with `dryRun` checked only. */
async function scheduleRun(ctx: Ctx, semesterId: number, bytes: Buffer, save: ScheduleSave, dryRun: boolean) {
  const table = await readSheet(bytes, SCHEDULE_SHEET);
  const fields = Object.keys(SCHEDULE_SHEET);
  const rows = fieldRows(table);
  const csv = stringify([fields, ...rows.map((r) => fields.map((f) => r[f] ?? ''))]);
  try {
    return { result: await importSchedule(ctx, semesterId, csv, save, dryRun), rows };
  } catch (error) {
    throw namingCells(error, table, SCHEDULE_SHEET);
  }
}

/** A term's schedule from Excel: the sheet's columns are the CSV import's, all or nothing. */
export async function importScheduleXlsx(ctx: Ctx, semesterId: number, bytes: Buffer, save: ScheduleSave): Promise<ScheduleImportResult> {
  return (await scheduleRun(ctx, semesterId, bytes, save, false)).result;
}

/**
 * A term's schedule checked and not written (its preview): the same import stops before its first write (no board,
 * slot or mail); the boards and slots it would save, the rows checked and the first few, or the same refusal.
 */
export async function previewScheduleXlsx(ctx: Ctx, semesterId: number, bytes: Buffer, save: ScheduleSave): Promise<ScheduleImportResult & { count: number; rows: Record<string, string>[] }> {
  const { result, rows } = await scheduleRun(ctx, semesterId, bytes, save, true);
  return { ...result, count: rows.length, rows: shownRows(rows) };
}
