import ExcelJS from 'exceljs';
import { headerKey } from '../../../common/importColumns';

/** A data row of an uploaded sheet: its row number in the sheet and each header's cell as text. */
export interface SheetRow {
  rowNumber: number;
  cells: Record<string, string>;
}

export interface SheetTable {
  /** headerKey -> column letter (A, B, ...) */
  columns: Map<string, string>;
  rows: SheetRow[];
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

/** Not an .xlsx file, or one without a sheet. */
export class UnreadableWorkbook extends Error {
  constructor(readonly reason: 'notXlsx' | 'noSheet') {
    super(reason);
  }
}

/**
 * The first sheet of an .xlsx file: row 1 names the columns, empty rows are skipped, cells trimmed. ExcelJS reads
 * the whole file; the size is bounded by the request's body limit.
 */
export async function readFirstSheet(bytes: Buffer): Promise<SheetTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableWorkbook('notXlsx');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableWorkbook('noSheet');
  const columns = new Map<string, string>();
  const letters = new Map<number, string>();
  sheet.getRow(1).eachCell({ includeEmpty: false }, (cell, col) => {
    const key = headerKey(cellText(cell.value).trim());
    if (key && !columns.has(key)) {
      columns.set(key, cell.address.replace(/\d+$/, ''));
      letters.set(col, key);
    }
  });
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: Record<string, string> = {};
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      const key = letters.get(col);
      if (key) cells[key] = cellText(cell.value).trim();
    });
    if (Object.values(cells).some((v) => v !== '')) rows.push({ rowNumber, cells });
  });
  return { columns, rows };
}
