import type { AnyObject } from 'yup';
import type { ImportRowError } from '../../../common/contract/imports';
import { isoFromDayFirst } from '../../../common/importColumns';
import { allErrors, trimStrings } from '../validate';
import { ROW_SCHEMAS } from './schemas';

/**
 * A person's import row as the import reads it: strings trimmed, a date typed day first as YYYY-MM-DD, a blank
 * password as none. Pure, so an upload's reader thread reads its rows as the import does (people.ts).
 */
export function normalPersonRow(raw: unknown): AnyObject {
  const row = { ...(trimStrings(raw) as AnyObject) };
  if (typeof row.birthday === 'string') row.birthday = isoFromDayFirst(row.birthday);
  if (row.password === '' || row.password === null) delete row.password;
  return row;
}

/** The people imports' schemas (the ones whose rows normalPersonRow reads). */
export type PersonSchema = 'studentImport' | 'lecturerImport';

/** A person's row read as the import reads it, and its problems by `schema` as rowProblems says them (`row` 1-based). */
export function checkedPersonRow(schema: PersonSchema, raw: unknown, row: number): { normal: AnyObject; problems: ImportRowError[] } {
  const normal = normalPersonRow(raw);
  return { normal, problems: allErrors(ROW_SCHEMAS[schema], normal).map((e) => ({ row, ...e })) };
}
