import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import ExcelJS from 'exceljs';

/** A column of a sheet: its header (in the chosen language), the cell's type and width. */
export interface XlsxColumn {
  header: string;
  type: 'text' | 'number' | 'integer' | 'date' | 'percent';
  width?: number;
}

export type XlsxCell = string | number | null | undefined;

export interface XlsxSheet {
  name: string;
  columns: XlsxColumn[];
  rows: Iterable<XlsxCell[]>;
  /** how date cells show (default yyyy-mm-dd; a Vietnamese export writes dd/mm/yyyy) */
  dateFormat?: string;
}

/** Rows written between two turns of the event loop: other requests are served while a large file is written. */
const ROWS_PER_TURN = 500;

const FORMATS: Record<XlsxColumn['type'], string | undefined> = {
  text: '@',
  number: '0.00',
  integer: '0',
  date: 'yyyy-mm-dd',
  percent: '0.0%',
};

/** 'YYYY-MM-DD' (or an ISO date-time) as a date cell at midnight UTC; anything else stays text. */
function dateCell(value: string): Date | string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : value;
}

function typed(column: XlsxColumn, value: XlsxCell): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (column.type === 'text') return String(value);
  if (column.type === 'date') return typeof value === 'string' ? dateCell(value) : value;
  return typeof value === 'number' ? value : Number.isFinite(Number(value)) ? Number(value) : String(value);
}

/**
 * Writes a workbook with ExcelJS's streaming writer: each sheet's header row bold and frozen, numbers as numbers,
 * dates as dates, text as text (a formula typed into a name stays text). Rows are committed as they are written
 * and the writer yields to the event loop every few hundred rows, so memory stays flat and other requests go on.
 * Returns the stream of the file's bytes at once; the writing continues behind it.
 */
export function xlsxStream(sheets: XlsxSheet[]): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  (async () => {
    for (const sheet of sheets) {
      const ws = workbook.addWorksheet(sheet.name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
      const format = (c: XlsxColumn) => (c.type === 'date' && sheet.dateFormat ? sheet.dateFormat : FORMATS[c.type]);
      ws.columns = sheet.columns.map((c, i) => ({ key: String(i), width: c.width ?? (c.type === 'text' ? 24 : 12), style: format(c) ? { numFmt: format(c) } : {} }));
      const header = ws.addRow(sheet.columns.map((c) => c.header));
      header.font = { bold: true };
      header.commit();
      let n = 0;
      for (const values of sheet.rows) {
        ws.addRow(sheet.columns.map((c, i) => typed(c, values[i]))).commit();
        if (++n % ROWS_PER_TURN === 0) await yieldToEventLoop();
      }
      ws.commit();
    }
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** The whole file in memory (tests, small files). */
export async function xlsxBuffer(sheets: XlsxSheet[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of xlsxStream(sheets)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
