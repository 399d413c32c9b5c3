import { stringify } from 'csv-stringify/browser/esm/sync';
import { defuseFormula } from '../../../../common/csvSafety';
import type { AuditRow } from '../../../api/auditApi';

/** The exported columns, in order (header, field). */
export const AUDIT_CSV_COLUMNS: [string, keyof AuditRow][] = [
  ['Id', 'Id'],
  ['At (UTC)', 'At'],
  ['Account Id', 'AccountId'],
  ['Username', 'Username'],
  ['Role', 'Role'],
  ['Action', 'Action'],
  ['Target', 'TargetKind'],
  ['Target Id', 'TargetId'],
  ['Detail', 'Detail'],
  ['Address', 'Address'],
  ['Outcome', 'Outcome'],
  ['Count', 'Count'],
];

/**
 * One CSV cell: quoted when needed, and — since usernames typed at a failed login land here verbatim — a text that a
 * spreadsheet would run as a formula (= + - @, tab, carriage return first) is prefixed with a quote mark.
 */
export function csvCell(value: unknown): string {
  return stringify([[value]], CSV_OPTIONS).replace(/\r\n$/, '');
}

/** Windows line ends, a line end after the last row, texts defused (numbers and empty cells as they are). */
const CSV_OPTIONS = { record_delimiter: 'windows', eof: true, cast: { string: defuseFormula } } as const;

/** The audit rows as CSV text (CRLF lines, header first). */
export function auditCsv(rows: readonly AuditRow[]): string {
  return stringify([AUDIT_CSV_COLUMNS.map(([header]) => header), ...rows.map((row) => AUDIT_CSV_COLUMNS.map(([, field]) => row[field]))], CSV_OPTIONS);
}

/** The local day `date` (YYYY-MM-DD) starts at this instant; `nextDay` gives the start of the day after. */
export function dayStart(date: string, nextDay = false): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const start = new Date(`${date}T00:00:00`);
  if (Number.isNaN(start.getTime())) return undefined;
  if (nextDay) start.setDate(start.getDate() + 1);
  return start.toISOString();
}
