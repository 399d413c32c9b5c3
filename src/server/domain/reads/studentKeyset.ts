import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { StudentCursorFields as CursorFields, StudentSort } from '../../../common/students';
import { badRequest } from '../errors';

/**
 * What the Students grid sorts by, and where a page starts when the client names the row next to it (keyset
 * paging): the page is then read with `(sort key, Id) > (key, id)` from an index instead of an OFFSET that reads
 * and discards every row before it (≈ 9 ms for page 400 of 20,000 students on PostgreSQL).
 *
 * The sort key is the expression the ORDER BY sorts by, and the keyset compares that same expression, so the two
 * agree on each engine whatever its collation: Id, Code and Name as stored (never NULL), BirthDay and Address with
 * a missing value as '' (COALESCE: otherwise SQLite sorts NULLs first and PostgreSQL last, and a row comparison
 * with a NULL is never true). Each key has an index (key, Id) on both engines (migrations 010 and 020; Code is
 * unique, so its own index gives the order).
 */
export function sortKey(sort: StudentSort): RawBuilder<unknown> {
  return sort === 'BirthDay' || sort === 'Address' ? sql`coalesce(${sql.ref(sort)}, '')` : sql.ref(sort);
}

/** The row next to the page asked for: the page starts after it, or (going back) ends before it. */
export interface StudentCursor {
  key: string;
  id: number;
  side: 'after' | 'before';
}


/**
 * The cursor of a page request, or null for an OFFSET page (a request without one: old clients, a page jumped
 * to). An Id sort needs no key (the Id is the key; one given must be that Id); any other sort needs both.
 */
export function cursorOf(fields: CursorFields, sort: StudentSort): StudentCursor | null {
  const after = fields.afterKey !== undefined || fields.afterId !== undefined;
  const before = fields.beforeKey !== undefined || fields.beforeId !== undefined;
  if (after && before) throw badRequest('pageCursorBoth');
  if (!after && !before) return null;
  const side = after ? 'after' : 'before';
  const id = after ? fields.afterId : fields.beforeId;
  const key = after ? fields.afterKey : fields.beforeKey;
  if (id === undefined) throw badRequest('pageCursorId', { field: `${side}Id` });
  if (sort === 'Id') {
    if (key !== undefined && key !== String(id)) throw badRequest('pageCursorIdKey', { field: `${side}Key`, id });
    return { key: String(id), id, side };
  }
  if (key === undefined) throw badRequest('pageCursorKey', { field: `${side}Key`, column: sort });
  return { key, id, side };
}

/**
 * The rows after the cursor in the grid's order (`before`: the rows before it, which the caller reads in the
 * opposite order): one row comparison `(key, Id) > (…)`, which PostgreSQL reads as the range of the index
 * (key, Id). The plain bound on the key beside it says the same and is there for SQLite, whose planner starts an
 * expression index (BirthDay, Address) at a range on the expression but not at a row comparison: without it, it
 * would read the index from its start.
 */
export function pastCursor(sort: StudentSort, order: 'asc' | 'desc', cursor: StudentCursor): RawBuilder<SqlBool> {
  const forward = (order === 'asc') === (cursor.side === 'after');
  const op = sql.raw(forward ? '>' : '<');
  if (sort === 'Id') return sql<SqlBool>`${sql.ref('Id')} ${op} ${cursor.id}`;
  const key = sortKey(sort);
  return sql<SqlBool>`(${key} ${sql.raw(forward ? '>=' : '<=')} ${cursor.key} and (${key}, ${sql.ref('Id')}) ${op} (${cursor.key}, ${cursor.id}))`;
}
