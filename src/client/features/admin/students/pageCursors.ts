import { studentCursor, type StudentCursorFields, type StudentKeyRow, type StudentSort } from '../../../../common/students';

/** The first and last rows of a page the grid has shown. */
interface PageEnds {
  first: StudentKeyRow;
  last: StudentKeyRow;
}

/**
 * The pages of one query (sort, search, filter, page size: `key`) the grid has shown, by page number, while the
 * total stays the same: what keyset paging needs to read a neighbouring page from the row next to it (MUI X's
 * "cursor-based pagination" keeps a page → cursor map the same way).
 */
export interface SeenPages {
  key: string;
  total: number;
  pages: Record<number, PageEnds>;
}

export const NO_PAGES: SeenPages = { key: '', total: -1, pages: {} };

/**
 * The cursor of page `page`: after the last row of the page before it, else before the first row of the page
 * after it (going back), else none — a page jumped to (the last one, a page typed) is read by OFFSET.
 */
export function cursorFor(seen: SeenPages, key: string, page: number, sort: StudentSort): StudentCursorFields {
  if (seen.key !== key || page === 0) return {};
  const before = seen.pages[page - 1];
  if (before) return studentCursor(before.last, sort, 'after');
  const after = seen.pages[page + 1];
  return after ? studentCursor(after.first, sort, 'before') : {};
}

/**
 * The pages seen once page `page` of `key` has arrived. Another query, or another total (rows added or removed:
 * the pages' bounds moved), starts over from this page.
 */
export function withPage(seen: SeenPages, key: string, page: number, data: { rows: StudentKeyRow[]; total: number }): SeenPages {
  const fresh = seen.key !== key || seen.total !== data.total;
  const first = data.rows[0];
  const last = data.rows[data.rows.length - 1];
  if (!first || !last) return fresh ? { key, total: data.total, pages: {} } : seen;
  const known = seen.pages[page];
  if (!fresh && known && known.first === first && known.last === last) return seen;
  return { key, total: data.total, pages: { ...(fresh ? {} : seen.pages), [page]: { first, last } } };
}
