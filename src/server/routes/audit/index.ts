import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUDIT_MAX_PAGE_SIZE } from '../../../common/dto/audit';
import { auditPage } from '../../domain/audit';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';

/**
 * GET /audit (admin, beyond the spec): the audit log, newest first, one page at a time, filtered
 * on the server by action, outcome, actor (part of the username), from/to (ISO date or date-time) and free text.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/audit',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'The audit log, newest first, paged and filtered (admin)',
        querystring: S.row({
          page: S.optional(S.integer({ minimum: 0, maximum: 1_000_000 })),
          pageSize: S.optional(S.integer({ minimum: 1, maximum: AUDIT_MAX_PAGE_SIZE })),
          action: S.optional(S.str(60)),
          outcome: S.optional(S.str(20)),
          actor: S.optional(S.str(200)),
          from: S.optional(S.str(40)),
          to: S.optional(S.str(40)),
          text: S.optional(S.str(200)),
        }),
        response: ok(R.envelopeOf(R.AuditPageSchema)),
      },
    },
    async (request) => ({ status: 200, data: await auditPage(app.db, request.query) }),
  );
};

export default routes;
