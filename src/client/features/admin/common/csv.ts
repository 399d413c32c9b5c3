import { parse } from 'csv-parse/browser/esm/sync';

/** A header name as the import compares it: case, spaces and underscores ignored ('Phone Number' = 'phonenumber'). */
export const headerKey = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

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

/** Keeps the fields a row of the import call takes, each from its column (missing columns give ''). */
export function pickFields<F extends string>(record: Record<string, string>, fields: Record<F, string>): Record<F, string> {
  const out = {} as Record<F, string>;
  for (const [field, column] of Object.entries(fields) as [F, string][]) out[field] = record[headerKey(column)] ?? '';
  return out;
}
