import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireRow } from '../../domain/catalog';
import { projectHistory } from '../../domain/history';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';

/**
 * GET /history/project/{projectId} (admin, beyond the spec): every insert and update of a score of the
 * project — who, when, old and new value — newest first. Scores in points (stored in hundredths).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/history/project/:projectId',
    {
      config: { access: ['admin'] },
      schema: { summary: 'Score history of a project, newest first (admin)', params: S.params('projectId'), response: ok(R.envelopeOf(R.list(R.ScoreHistoryRowSchema))) },
    },
    async (request) => {
      const { projectId } = request.params;
      await requireRow(app.db, 'project', projectId);
      return { status: 200, data: await projectHistory(app.db, projectId) };
    },
  );
};

export default routes;
