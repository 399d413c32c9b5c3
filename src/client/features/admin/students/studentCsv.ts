import { stringify } from 'csv-stringify/browser/esm/sync';
import { defuseFormula } from '../../../../common/csvSafety';
import { dateOnly } from '../../../../common/timing';
import type { StudentRow } from '../../../api/studentApi';
import type { Translate } from '../../../i18n/i18n';

/**
 * students.csv: ID, Code, Name, Birthday, Address — the same file the grid's own export wrote; the header in the
 * chosen language, as the other grids' exports write their translated column headers.
 */
const HEADER_KEYS = ['adminStudents.students.id', 'adminStudents.students.code', 'details.name', 'adminStudents.person.birthday', 'adminStudents.students.address'] as const;

/** The rows as students.csv text (UTF-8 BOM, CRLF lines, a header line; texts a spreadsheet would run as formulas defused). */
export function studentsCsv(rows: readonly StudentRow[], t: Translate): string {
  const lines = [HEADER_KEYS.map((key) => t(key)), ...rows.map((r) => [String(r.Id), r.Code, r.Name, dateOnly(r.BirthDay), r.Address ?? ''])];
  // a cell is quoted when it holds a quote, a comma or a line break
  return stringify(lines, { bom: true, record_delimiter: 'windows', eof: true, cast: { string: defuseFormula } });
}

/** Saves `text` as a CSV file named `fileName` through the browser's download. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
