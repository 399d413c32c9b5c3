import { parse } from 'csv-parse/browser/esm/sync';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { headerKey, peopleColumn } from '../../../../common/importColumns';

/**
 * Parses an import file (csv-parse, the browser build): the first line names the columns; empty lines are
 * skipped, cells trimmed, a BOM ignored. Each record maps a headerKey to the cell's text.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const records = parse(text, {
    columns: (header: string[]) => header.map(headerKey),
    skip_empty_lines: true,
    trim: true,
    bom: true,
    relax_column_count: false,
  }) as Record<string, string>[];
  return records;
}

/** The headers a field's column is read from: its English name, or its Vietnamese one (an export in either language). */
const keysOf = (column: string) => peopleColumn(column)?.keys ?? [headerKey(column)];

/** Keeps the fields a row of the import call takes, each from its column (missing columns give ''). */
export function pickFields<F extends string>(record: Record<string, string>, fields: Record<F, string>): Record<F, string> {
  const out = {} as Record<F, string>;
  for (const [field, column] of Object.entries(fields) as [F, string][]) {
    const key = keysOf(column).find((k) => k in record);
    out[field] = key === undefined ? '' : record[key]!;
  }
  return out;
}

/** The required columns a file lacks (by the file's first line), in the language given. */
export function missingColumns(records: Record<string, string>[], fields: Record<string, string>, language: 'en' | 'vi'): string[] {
  const first = records[0];
  if (!first) return [];
  return Object.values(fields).filter((column) => {
    const known = peopleColumn(column);
    return known?.required && !known.keys.some((k) => k in first);
  }).map((column) => (language === 'vi' ? (peopleColumn(column)?.vi ?? column) : column));
}

/** An import's empty CSV file: its header line in the language given (UTF-8 BOM, so a spreadsheet keeps the accents). */
export function templateCsv(fields: Record<string, string>, language: 'en' | 'vi'): string {
  const header = Object.values(fields).map((column) => (language === 'vi' ? (peopleColumn(column)?.vi ?? column) : column));
  return stringify([header], { bom: true, record_delimiter: 'windows', eof: true });
}
