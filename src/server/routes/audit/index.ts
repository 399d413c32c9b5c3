import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditQuery } from '../../../common/contract/audit';
import { auditPage } from '../../domain/audit';
import * as R from '../../http/responses';
import { ok } from '../../http/schema';

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
        querystring: AuditQuery,
        response: ok(R.envelopeOf(R.AuditPageSchema)),
      },
    },
    async (request) => ({ status: 200, data: await auditPage(app.db, request.query) }),
  );
};

export default routes;
