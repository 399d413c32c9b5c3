import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { STUDENT_SORTS } from '../../../common/dto/admin';
import { studentPage } from '../../domain/reads/students';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';

export const STUDENT_PAGE_MAX = 100;

/** GET /student/paged?page&pageSize&sort&order&q -> {status: 200, data: {rows, total}} (admin; issue 12). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/student/paged',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'One page of students, sorted and searched on the server',
        querystring: S.row({
          page: S.optional(S.integer({ minimum: 0, maximum: 1_000_000 })),
          pageSize: S.optional(S.integer({ minimum: 1, maximum: STUDENT_PAGE_MAX })),
          sort: S.optional(S.union(STUDENT_SORTS.map((s) => Type.Literal(s)))),
          order: S.optional(S.union([Type.Literal('asc'), Type.Literal('desc')])),
          q: S.optional(S.str(200)),
        }),
        response: ok(R.envelopeOf(R.StudentPageSchema)),
      },
    },
    async (request) => {
      const { page = 0, pageSize = 25, sort = 'Code', order = 'asc', q = '' } = request.query;
      return { status: 200, data: await studentPage(app.db, { page, pageSize, sort, order, q }) };
    },
  );
};

export default routes;
