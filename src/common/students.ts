/**
 * The Students grid's sort columns and filter operators (GET /student/paged, /student/filtered, the bulk actions),
 * shared by the server's query schema (contract/admin.ts) and the grid.
 */

/** The columns GET /student/paged sorts by. */
export const STUDENT_SORTS = ['Id', 'Code', 'Name', 'BirthDay', 'Address'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

/**
 * The column filter operators GET /student/paged applies (the DataGrid's own operator names): text operators on
 * Code, Name, BirthDay (YYYY-MM-DD) and Address, any case; number operators on Id.
 */
export const STUDENT_TEXT_OPS = ['contains', 'doesNotContain', 'equals', 'doesNotEqual', 'startsWith', 'endsWith', 'isEmpty', 'isNotEmpty'] as const;
export const STUDENT_NUMBER_OPS = ['=', '!=', '>', '>=', '<', '<=', 'isEmpty', 'isNotEmpty'] as const;
export type StudentFilterOp = (typeof STUDENT_TEXT_OPS)[number] | (typeof STUDENT_NUMBER_OPS)[number];
export const STUDENT_FILTER_OPS: StudentFilterOp[] = [...new Set([...STUDENT_TEXT_OPS, ...STUDENT_NUMBER_OPS])];

/** true when the filter narrows the list (search words, or a column filter with a value or an (not) empty test): only such a filter may stand for "all matching" */
export const narrowsStudents = (f: { q?: string; filterField?: string; filterOp?: string; filterValue?: string }) =>
  (f.q ?? '').trim() !== '' || (!!f.filterField && !!f.filterOp && (f.filterOp === 'isEmpty' || f.filterOp === 'isNotEmpty' || (f.filterValue ?? '').trim() !== ''));

/** The fields of a grid row a page cursor is made of. */
export interface StudentKeyRow {
  Id: number;
  Code: string;
  Name: string;
  BirthDay: string | null;
  Address: string | null;
}

/** The cursor fields of GET /student/paged: the row before the page (after*) or the row after it (before*). */
export interface StudentCursorFields {
  afterKey?: string;
  afterId?: number;
  beforeKey?: string;
  beforeId?: number;
}

/**
 * The cursor GET /student/paged reads a page from (keyset paging): the sort column's value of the row next to the
 * page as the server sorts it (a blank as '') and its Id; an Id sort names the Id alone. `side` 'after': the row
 * is the last of the page before; 'before': the first of the page after (going back).
 */
export function studentCursor(row: StudentKeyRow, sort: StudentSort, side: 'after' | 'before'): StudentCursorFields {
  const key = sort === 'Id' ? undefined : (row[sort] ?? '');
  return side === 'after' ? { afterId: row.Id, ...(key === undefined ? {} : { afterKey: key }) } : { beforeId: row.Id, ...(key === undefined ? {} : { beforeKey: key }) };
}
