import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../http/guard';
import { boardDisagreements, setDisagreementThreshold } from '../../domain/disagreements';
import { assertMayReadBoard } from '../../domain/ownership';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';
import { said } from '../../http/said';

/**
 * Beyond the spec (api.md convention 6):
 * GET /board/{boardId}/disagreements — per project of the board, the students whose lecturers' totals differ by
 *   more than the board's threshold, with each lecturer's total. Admin, or a lecturer sitting on the board
 *   (another lecturer: 404 as for an unknown board). Students never: they see only the method, not who gave what.
 * PUT /board/{boardId}/threshold {threshold} — the board's threshold in points (0-10, 2 decimals). Admin.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/board/:boardId/disagreements',
    {
      config: { access: ['admin', 'teach'] },
      schema: {
        tags: ['marking'],
        summary: "Students whose lecturers' totals differ by more than the board's threshold (beyond the spec)",
        params: S.params('boardId'),
        response: ok(R.envelopeOf(R.BoardDisagreements)),
      },
    },
    async (request) => {
      const { boardId } = request.params;
      await assertMayReadBoard(app.db, caller(request), boardId);
      return { status: 200, data: await boardDisagreements(app.db, boardId) };
    },
  );

  app.put(
    '/board/:boardId/threshold',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['marking'],
        summary: "Set the board's disagreement threshold in points (beyond the spec)",
        params: S.params('boardId'),
        body: S.body({ threshold: S.num }),
        response: ok(R.envelopeOf(S.row({ threshold: S.num }))),
      },
    },
    async (request) => {
      const threshold = await setDisagreementThreshold(app.ctx, request.params.boardId, request.body.threshold);
      return { status: 200, ...said('thresholdSaved'), data: { threshold } };
    },
  );
};

export default routes;
