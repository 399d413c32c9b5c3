import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ProjectsMarkedResponse } from '../../../common/contract/marking';
import { caller } from '../../http/guard';
import { lecturerInBoardOfCaller } from '../../domain/ownership';
import { projectsOfSeat } from '../../domain/reads/projects';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';

/**
 * GET /project/{lecturerInBoardId}/getprojectmarked — {status: 200, result: [{ProjectId}]}: the projects
 * this seat has fully marked. Beyond the spec, `projects` lists the board's projects with a `marked`
 * flag so the lecturer's board list renders from this one call. Own seat only (admin: any).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/project/:lecturerInBoardId/getprojectmarked',
    { config: { access: ['teach', 'admin'] }, schema: { params: S.params('lecturerInBoardId'), response: ok(R.ProjectsMarkedResponse) } },
    async (request): Promise<ProjectsMarkedResponse> => {
      const lib = await lecturerInBoardOfCaller(app.db, caller(request), request.params.lecturerInBoardId, true);
      const projects = await projectsOfSeat(app.db, lib);
      return {
        status: 200,
        result: projects.filter((p) => p.marked).map((p) => ({ ProjectId: p.id })),
        projects,
        BoardId: lib.BoardId,
        BoardName: lib.BoardName,
      };
    },
  );
};

export default routes;
