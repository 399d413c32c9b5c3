import type { FastifyPluginAsync } from 'fastify';
import { requireRow } from '../../domain/catalog';
import { projectHistory } from '../../domain/history';
import { S } from '../../http/validation';

/**
 * GET /history/project/{projectId} (admin, beyond the spec): every insert and update of a score of the
 * project — who, when, old and new value — newest first. Scores in points (stored in hundredths).
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { projectId: number } }>(
    '/history/project/:projectId',
    {
      config: { access: ['admin'] },
      schema: { summary: 'Score history of a project, newest first (admin)', params: S.params('projectId') },
    },
    async (request) => {
      const { projectId } = request.params;
      await requireRow(app.db, 'project', projectId, 'Project');
      return { status: 200, data: await projectHistory(app.db, projectId) };
    },
  );
};

export default routes;
