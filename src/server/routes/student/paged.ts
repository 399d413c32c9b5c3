import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { studentFilter, studentQuery } from '../../../common/contract/admin';
import { filteredStudents, studentPage } from '../../domain/reads/students';
import { cursorOf } from '../../domain/reads/studentKeyset';
import { LIMITS } from '../../../common/validation/limits';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';

export const STUDENT_PAGE_MAX = 100;

/** The Students grid's search words and one column filter (the DataGrid's operator names; common/contract/admin.ts). */
export const GRID_FILTER = studentFilter;

/** The Students grid's query: sort by any column, then its filter. */
const GRID_QUERY = studentQuery;

/** The longest sort key a cursor may carry (the longest column: Address). */
const CURSOR_KEY = S.string({ maxLength: LIMITS.address });

/**
 * GET /student/paged?page&pageSize&sort&order&q&filterField&filterOp&filterValue -> {status: 200, data: {rows, total}}
 *   &afterKey&afterId (the sort column's value, '' for a blank, and Id of the row before the page) or &beforeKey&beforeId
 *   (of the row after it, going back): the page is read from there by keyset; without them, at OFFSET page × pageSize
 * GET /student/filtered?sort&order&q&filterField&filterOp&filterValue -> the same, every matching row (the grid's Export)
 * (admin).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/student/paged',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'One page of students, sorted, searched and filtered on the server',
        querystring: S.row({
          page: S.optional(S.integer({ minimum: 0, maximum: 1_000_000 })),
          pageSize: S.optional(S.integer({ minimum: 1, maximum: STUDENT_PAGE_MAX })),
          ...GRID_QUERY,
          afterKey: S.optional(CURSOR_KEY),
          afterId: S.optional(S.id),
          beforeKey: S.optional(CURSOR_KEY),
          beforeId: S.optional(S.id),
        }),
        response: ok(R.envelopeOf(R.StudentPageSchema)),
      },
    },
    async (request) => {
      const { page = 0, pageSize = 25, sort = 'Code', order = 'asc', q = '', afterKey, afterId, beforeKey, beforeId, ...filter } = request.query;
      const cursor = cursorOf({ afterKey, afterId, beforeKey, beforeId }, sort);
      return { status: 200, data: await studentPage(app.db, { page, pageSize, sort, order, q, cursor, ...filter }) };
    },
  );

  app.get(
    '/student/filtered',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Every student the Students grid search and filter keep, in its order (the export of the filtered rows)',
        querystring: S.row(GRID_QUERY),
        response: ok(R.envelopeOf(R.StudentPageSchema)),
      },
    },
    async (request) => {
      const rows = await filteredStudents(app.db, request.query);
      return { status: 200, data: { rows, total: rows.length } };
    },
  );
};

export default routes;
