import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ImportRowError } from '../../../common/contract/imports';
import { headerKey, isoFromDayFirst } from '../../../common/importColumns';
import { checkedPersonRow, type PersonSchema } from '../../domain/rowChecks/personRows';
import { checkZip, ZipRefused, type ZipLimits, type ZipRefusal } from './zipCheck';
import { withPartsFirst } from './partsFirst';

/**
 * A data row of an uploaded sheet: its row number in the sheet and every field of the import as text ('' for a blank
 * cell, a date column's day-first text as YYYY-MM-DD); a person's row as the import reads it (`SheetShape.person`).
 */
export interface SheetRow {
  rowNumber: number;
  cells: Record<string, string>;
}

export interface SheetTable {
  /** field -> the column's letter (A, B, ...) and its header as the file writes it */
  columns: Map<string, { letter: string; header: string }>;
  rows: SheetRow[];
  /** with `SheetShape.person`: every row's problems by that schema (rows numbered 1, 2, … as `rows`) */
  problems?: ImportRowError[];
}

/** What an import reads of a sheet: which column a header names, how long its cells may be, how many rows. */
export interface SheetShape {
  /** the field each header names, by headerKey (common/importColumns.ts); other columns are ignored */
  fields: Record<string, string>;
  /** the longest text each field takes: a longer cell is cut one character past it (its rule then refuses it) */
  maxLength: Record<string, number>;
  /** the fields whose cells are dates typed day first */
  dates: string[];
  maxRows: number;
  /**
   * a people import's schema: each row is read as that import reads it and checked by the schema here, where it is
   * read, so the process that answers everyone never checks (nor sends to a checking thread) a large file's rows
   */
  person?: PersonSchema;
}

/** Why an upload is refused before its rows are checked. */
export type UnreadableReason = ZipRefusal | 'noSheet' | 'tooManyRows';
export const UNREADABLE_REASONS: readonly UnreadableReason[] = ['notXlsx', 'tooLarge', 'ratio', 'sharedStrings', 'noSheet', 'tooManyRows'];

export class UnreadableWorkbook extends Error {
  constructor(readonly reason: UnreadableReason) {
    super(reason);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the text an import reads: dates as YYYY-MM-DD, formulas by their result, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  // a time typed in Excel (08:00) is a date of 30 Dec 1899: read as HH:MM
  if (value instanceof Date && value.getUTCFullYear() < 1901) return `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

/** Rows handed over at a time (a worker's message small enough to take in without a pause). */
const ROWS_PER_BATCH = 500;

/** Limits of the zip an upload may be (zipCheck.ts): generous for 25,000 rows, far below what hurts a process. */
export const WORKBOOK_LIMITS: ZipLimits = { entries: 200, totalBytes: 64 * 1024 * 1024, sharedStringsBytes: 16 * 1024 * 1024, ratio: 100 };

/**
 * The first sheet of an .xlsx upload, read bounded (run in a worker thread: readerWorker.ts, readInWorker.ts): the
 * zip is checked before anything parses it (zipCheck.ts) and its parts put in the order that lets every sheet be
 * read as it comes, in memory (partsFirst.ts), then ExcelJS's streaming reader gives the rows one at a
 * time; the reading stops at the first row past the limit, keeps only the columns the import knows (row 1 names
 * them) and cuts each cell at its field's length. Empty rows are skipped, cells trimmed. `onRows` takes the rows in
 * batches as they are read (with `shape.person`, each batch's problems beside it).
 */
export async function readSheetHere(
  bytes: Buffer,
  shape: SheetShape,
  onRows: (rows: SheetRow[], problems: ImportRowError[]) => void,
  limits: ZipLimits = WORKBOOK_LIMITS,
): Promise<SheetTable['columns']> {
  let ordered: Buffer;
  try {
    ordered = withPartsFirst(bytes, await checkZip(bytes, limits));
  } catch (error) {
    if (error instanceof ZipRefused) throw new UnreadableWorkbook(error.reason);
    throw error;
  }
  const input = Readable.from([ordered]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' });
  const columns = new Map<string, { letter: string; header: string }>();
  const fields = new Map<number, string>();
  const allFields = Object.keys(shape.maxLength);
  const dates = new Set(shape.dates);
  let batch: SheetRow[] = [];
  let problems: ImportRowError[] = [];
  let read = 0;
  let sheets = 0;
  let seen = 0;
  try {
    for await (const sheet of reader) {
      sheets++;
      for await (const row of sheet) {
        // blank rows count too, so a million of them stop the reading as soon as real rows would
        if (++seen > 2 * shape.maxRows + 1) throw new UnreadableWorkbook('tooManyRows');
        if (row.number === 1) {
          row.eachCell({ includeEmpty: false }, (cell, col) => {
            const header = cellText(cell.value).trim().slice(0, 200);
            const key = headerKey(header);
            const field = Object.hasOwn(shape.fields, key) ? shape.fields[key] : undefined;
            if (field && !columns.has(field)) {
              columns.set(field, { letter: cell.address.replace(/\d+$/, ''), header });
              fields.set(col, field);
            }
          });
          continue;
        }
        const cells: Record<string, string> = {};
        let filled = false;
        row.eachCell({ includeEmpty: false }, (cell, col) => {
          const field = fields.get(col);
          if (!field) return;
          const max = shape.maxLength[field] ?? 0;
          const whole = cellText(cell.value).slice(0, max + 1000).trim();
          // kept one character over its column's length, and that character never a space: the rule refuses it, and
          // no later trim can bring a too-long value back under the limit (a name silently shortened)
          const text = whole.length > max ? `${whole.slice(0, max)}…` : whole;
          cells[field] = text;
          if (text !== '') filled = true;
        });
        if (!filled) continue;
        if (++read > shape.maxRows) throw new UnreadableWorkbook('tooManyRows');
        const shaped: Record<string, string> = {};
        for (const field of allFields) shaped[field] = dates.has(field) ? isoFromDayFirst(cells[field] ?? '') : (cells[field] ?? '');
        if (shape.person) {
          const checked = checkedPersonRow(shape.person, shaped, read);
          batch.push({ rowNumber: row.number, cells: checked.normal as Record<string, string> });
          for (const p of checked.problems) problems.push(p);
        } else batch.push({ rowNumber: row.number, cells: shaped });
        if (batch.length === ROWS_PER_BATCH) {
          onRows(batch, problems);
          batch = [];
          problems = [];
        }
      }
      break; // the first sheet only
    }
  } catch (error) {
    if (error instanceof UnreadableWorkbook) throw error;
    throw new UnreadableWorkbook('notXlsx');
  } finally {
    input.destroy();
  }
  if (sheets === 0) throw new UnreadableWorkbook('noSheet');
  if (batch.length > 0) onRows(batch, problems);
  return columns;
}
