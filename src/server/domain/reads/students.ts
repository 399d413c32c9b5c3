import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import { STUDENT_NUMBER_OPS, STUDENT_TEXT_OPS } from '../../../common/students';
import type { StudentFilterOp, StudentSort } from '../../../common/students';
import type { StudentPage, StudentQuery, StudentRow } from '../../../common/contract/admin';
import type { Database } from '../../db/schema';
import { badRequest } from '../errors';
import type { Q } from '../db';
import { foldText } from '../../../common/fold';
import { foldPendingStudents } from '../studentSearch';
import { pastCursor, sortKey, type StudentCursor } from './studentKeyset';

export interface StudentPageQuery extends StudentQuery {
  /** 0-based */
  page: number;
  pageSize: number;
  sort: StudentSort;
  order: 'asc' | 'desc';
  /** words each found in the code, the name or the address (any case, with or without accents) */
  q: string;
  /** the row next to the page (keyset paging); null: the page is read by OFFSET */
  cursor?: StudentCursor | null;
}

type Eb = ExpressionBuilder<Database, 'student'>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const like = (eb: Eb, column: Expression<unknown>, pattern: string, not = false) =>
  eb(column, not ? 'not like' : 'like', sql<string>`${pattern} escape '\\'`);

const NUMBER_OPS: Record<string, '=' | '<>' | '>' | '>=' | '<' | '<='> = { '=': '=', '!=': '<>', '>': '>', '>=': '>=', '<': '<', '<=': '<=' };

/**
 * The text of a column as the filters compare it: folded (no accents, lower case; migration 015) for the name and
 * the address, lower case for the code (ASCII) and the birthday, a missing value as ''.
 */
const FOLDED: Partial<Record<StudentSort, 'NameFolded' | 'AddressFolded'>> = { Name: 'NameFolded', Address: 'AddressFolded' };
const textOf = (field: StudentSort) => {
  const folded = FOLDED[field];
  return folded ? sql<string>`coalesce(${sql.ref(folded)}, '')` : sql<string>`lower(coalesce(${sql.ref(field)}, ''))`;
};

/** One column filter of the grid (the DataGrid's operator names) as a condition; null when it filters nothing. */
function columnFilter(eb: Eb, field: StudentSort, op: StudentFilterOp, raw: string): Expression<SqlBool> | null {
  const value = foldText(raw.trim());
  if (field === 'Id') {
    if (!(STUDENT_NUMBER_OPS as readonly string[]).includes(op)) throw badRequest('filterOpInvalid', { op, column: 'ID' });
    if (op === 'isEmpty') return sql<SqlBool>`1 = 0`;
    if (op === 'isNotEmpty') return null;
    if (value === '') return null;
    // digits only: "1e1" or "0x10" is not read as 10 or 16
    const n = /^[+-]?\d+$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n)) throw badRequest('filterValueNumber');
    return eb('Id', NUMBER_OPS[op]!, n);
  }
  if (!(STUDENT_TEXT_OPS as readonly string[]).includes(op)) throw badRequest('filterOpInvalid', { op, column: field });
  const column = textOf(field);
  if (op === 'isEmpty') return eb(column, '=', '');
  if (op === 'isNotEmpty') return eb(column, '<>', '');
  if (value === '') return null;
  const text = escapeLike(value);
  switch (op) {
    case 'contains':
      return like(eb, column, `%${text}%`);
    case 'doesNotContain':
      return like(eb, column, `%${text}%`, true);
    case 'startsWith':
      return like(eb, column, `${text}%`);
    case 'endsWith':
      return like(eb, column, `%${text}`);
    case 'equals':
      return eb(column, '=', value);
    default:
      return eb(column, '<>', value);
  }
}

/** The students the grid's search words and column filter keep. */
function filtered(db: Q, query: StudentQuery) {
  const words = foldText((query.q ?? '').trim()).split(/\s+/).filter(Boolean).slice(0, 10);
  let base = db.selectFrom('student');
  for (const w of words) {
    const pattern = `%${escapeLike(w)}%`;
    base = base.where((eb) => eb.or([like(eb, textOf('Code'), pattern), like(eb, textOf('Name'), pattern), like(eb, textOf('Address'), pattern)]));
  }
  const { filterField, filterOp } = query;
  if (filterField && filterOp) {
    base = base.where((eb) => columnFilter(eb, filterField, filterOp, query.filterValue ?? '') ?? sql<SqlBool>`1 = 1`);
  }
  return base;
}

/** The grid's order (studentKeyset.ts `sortKey`, then Id); `reversed`: read backwards (a page before a cursor). */
const sorted = <B extends ReturnType<typeof filtered>>(base: B, query: StudentQuery, reversed = false) => {
  const asc = ((query.order ?? 'asc') === 'asc') !== reversed;
  const order = asc ? 'asc' : 'desc';
  return base
    .select(['Id', 'Code', 'Name', 'BirthDay', 'Address', 'Email'])
    .orderBy(sortKey(query.sort ?? 'Code'), order)
    .orderBy('Id', order);
};

/** The students table's version (migration 018: raised by triggers on every change a filter can see). */
const studentVersion = (eb: ExpressionBuilder<Database, 'student'>) =>
  eb.selectFrom('data_version').select('Version').where('Name', '=', 'student').as('version');

/**
 * Totals already counted, per database handle, by filter and students version: the other pages of one filter
 * (and the first page again) reuse the count instead of counting up to 20,000 rows on each page. A change to the
 * students raises the version (in the same statement snapshot as the rows read), so a stale total is never
 * reused, whichever process made the change.
 */
const totals = new WeakMap<object, Map<string, number>>();
const TOTALS_MAX = 500;

function totalsOf(db: Q): Map<string, number> {
  let map = totals.get(db);
  if (!map) totals.set(db, (map = new Map()));
  return map;
}

const filterKey = (query: StudentQuery, version: unknown) =>
  JSON.stringify([String(version), query.q ?? '', query.filterField ?? '', query.filterOp ?? '', query.filterValue ?? '']);

/**
 * One page of students for the Students grid (20,000 rows stay responsive): filtered by words and one column
 * filter, sorted by one column (then Id, so pages never overlap), counted for the footer — counted only when this
 * filter has not been counted at the current students version, or the page itself tells the total (a short page).
 */
export async function studentPage(db: Q, query: StudentPageQuery): Promise<StudentPage> {
  await foldPendingStudents(db);
  const base = filtered(db, query);
  const offset = query.page * query.pageSize;
  const read = await pageRows(base, query);
  const rows = read.map(({ version: _version, ...row }) => row);
  // a short page that holds rows (or the first page) ends the list: the total is known without counting (an OFFSET
  // page only: a cursor's page number is the client's, which a change since may have made stale)
  if (!query.cursor && rows.length < query.pageSize && (rows.length > 0 || offset === 0)) return { rows, total: offset + rows.length };
  const cache = totalsOf(db);
  const known = read.length > 0 ? cache.get(filterKey(query, read[0]!.version)) : undefined;
  if (known !== undefined) return { rows, total: known };
  const counted = await base.select((eb) => [sql<number>`count(*)`.as('n'), studentVersion(eb)]).executeTakeFirstOrThrow();
  if (cache.size >= TOTALS_MAX) cache.clear();
  cache.set(filterKey(query, counted.version), Number(counted.n));
  return { rows, total: Number(counted.n) };
}

/**
 * The page's rows: after the cursor (from the index, whatever the page number), before it (read backwards, then
 * turned; fewer than a page there means the list's start, so its first page), or at OFFSET page × pageSize.
 */
async function pageRows(base: ReturnType<typeof filtered>, query: StudentPageQuery) {
  const { cursor, pageSize } = query;
  const sort = query.sort ?? 'Code';
  const order = query.order ?? 'asc';
  if (!cursor) return sorted(base, query).select(studentVersion).limit(pageSize).offset(query.page * pageSize).execute();
  const before = cursor.side === 'before';
  const read = await sorted(base.where(pastCursor(sort, order, cursor)), query, before).select(studentVersion).limit(pageSize).execute();
  if (!before) return read;
  if (read.length < pageSize) return sorted(base, query).select(studentVersion).limit(pageSize).execute();
  return read.reverse();
}

/** Every student the grid's search and filter keep, in the grid's order (its Export of the filtered rows). */
export async function filteredStudents(db: Q, query: StudentQuery): Promise<StudentRow[]> {
  await foldPendingStudents(db);
  return sorted(filtered(db, query), query).execute();
}
