import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MarkingSaveRequest, type MarkingSaveResult } from '../../../common/contract/marking';
import { said } from '../../http/said';
import { caller } from '../../http/guard';
import { markingView } from '../../domain/marking';
import { saveMarks } from '../../domain/saveMarks';
import { liveOrigin } from '../../live/origin';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';

/**
 * Beyond the spec (api.md convention 6), for the marking screen:
 * GET /marking/{lectureinboardId}/{projectId} — project info, columns, students, this seat's cells
 *   (with Version) and the marked flag, in one call. Own seat only (admin: any).
 * PUT /marking/save — a whole grid in one transaction: missing cells inserted, changed ones updated,
 *   each checked against the Version the page loaded (0 = empty) -> 409 when stale; history recorded.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/marking/:lectureinboardId/:projectId',
    { config: { access: ['teach', 'admin'] }, schema: { tags: ['marking'], summary: 'Marking screen in one call (beyond the spec): project info, columns, students, own cells with Version, marked flag', params: S.params('lectureinboardId', 'projectId'), response: ok(R.envelopeOf(R.MarkingView)) } },
    async (request) => {
      const { lectureinboardId, projectId } = request.params;
      return { status: 200, data: await markingView(app.db, caller(request), lectureinboardId, projectId) };
    },
  );

  app.put(
    '/marking/save',
    {
      config: { access: ['teach'] },
      schema: {
        tags: ['marking'],
        summary: 'Save a whole grid atomically (beyond the spec): version-checked (409 when stale), history recorded',
        body: MarkingSaveRequest,
        response: ok(R.envelopeOf(R.MarkingSaveResult)),
      },
    },
    async (request) => {
      const { lectureinboardId, projectId, rows, comments } = request.body;
      const origin = liveOrigin(request.headers['x-live-origin']);
      const saved = await saveMarks(app.ctx, caller(request), { kind: 'grid', seatId: lectureinboardId, projectId, rows, comments }, origin);
      // the seat's cells (and comments) as the transaction committed them (no read after the write)
      const data: MarkingSaveResult = { inserted: saved.inserted, updated: saved.updated, scores: saved.seatCells, ...(saved.seatComments ? { comments: saved.seatComments } : {}) };
      return { status: 200, ...said('scoreSaved'), data };
    },
  );
};

export default routes;
