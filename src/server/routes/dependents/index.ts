import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { blockedRows, DEPENDENT_KINDS, dependentsOf } from '../../domain/deletion';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';

/**
 * GET /dependents/{kind}/{id} -> {status: 200, data: {reason, dependents}} (admin): what depends on a row,
 * named as its delete's refusal would be (reason null: the delete would go through). The delete keeps refusing anyway.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dependents/:kind/:id',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'What depends on a row (why its delete would be refused)',
        params: S.row({ kind: Type.Union(DEPENDENT_KINDS.map((k) => Type.Literal(k))), id: S.id }),
        response: ok(R.envelopeOf(R.DependentsSchema)),
      },
    },
    async (request) => ({ status: 200, data: await dependentsOf(app.db, request.params.kind, request.params.id) }),
  );

  // GET /dependents/{kind} -> {status: 200, data: [{Id, reason}]}: every row of the kind others depend on, so a list
  // disables Remove in advance with the reason (the delete keeps refusing anyway).
  app.get(
    '/dependents/:kind',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'The rows of a kind that others depend on (why their delete would be refused)',
        params: S.row({ kind: Type.Union(DEPENDENT_KINDS.map((k) => Type.Literal(k))) }),
        response: ok(R.envelopeOf(R.BlockedRowsSchema)),
      },
    },
    async (request) => ({ status: 200, data: await blockedRows(app.db, request.params.kind) }),
  );
};

export default routes;
