import type { FastifyPluginAsync } from 'fastify';
import type { ProjectsMarkedResponse } from '../../../common/dto/marking';
import { caller } from '../../auth/guard';
import { lecturerInBoardOfCaller } from '../../domain/ownership';
import { markOverview } from '../../domain/status';
import { S } from '../../http/validation';

/**
 * GET /project/{lecturerInBoardId}/getprojectmarked — {status: 200, result: [{ProjectId}]}: the projects
 * this seat has fully marked. Beyond the spec, `projects` lists the board's projects with a `marked`
 * flag so the lecturer's board list renders from this one call. Own seat only (admin: any).
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { lecturerInBoardId: number } }>(
    '/project/:lecturerInBoardId/getprojectmarked',
    { config: { access: ['teach', 'admin'] }, schema: { params: S.params('lecturerInBoardId') } },
    async (request): Promise<ProjectsMarkedResponse> => {
      const lib = await lecturerInBoardOfCaller(app.db, caller(request), request.params.lecturerInBoardId, true);
      const rows = await app.db
        .selectFrom('project_in_board as pb')
        .innerJoin('project as p', 'p.Id', 'pb.ProjectId')
        .leftJoin('published_project as pp', 'pp.ProjectId', 'p.Id')
        .select(['p.Id', 'p.Name', 'p.Notion', 'p.CourseId', 'pp.Id as PublishedId'])
        .where('pb.BoardId', '=', lib.BoardId)
        .orderBy('pb.OrderNo')
        .orderBy('p.Id')
        .execute();
      const projects = [];
      for (const p of rows) {
        const overview = await markOverview(app.db, p.Id);
        projects.push({
          id: p.Id,
          name: p.Name,
          notion: p.Notion,
          CourseId: p.CourseId,
          marked: overview.markedBy.includes(lib.Id),
          Published: p.PublishedId !== null && p.PublishedId !== undefined,
        });
      }
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
