import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { BoardProjectRow, ProjectRow } from '../../../common/contract/details';
import { caller } from '../../http/guard';
import { assertMayReadBoard } from '../../domain/ownership';
import { publishProjectById } from '../../domain/publication';
import { liveOrigin } from '../../live/origin';
import { boardProjectsWithOverview, projectsOnNoBoard } from '../../domain/reads/projects';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';
import { said } from '../../http/said';

/**
 * Projects of a board and publication (spec section 7):
 * GET /project/{boardId}/evalution -> [{id, name, notion, CourseId, teacherMark: {teacherQuan, teacherQuanMarked},
 *   Published, IntendTime, OrderNo, ProtectTime}] (admin, or a lecturer on that board)
 * GET /project/{boardId}/projectsnoboard -> {status: 201, data: [{Id, Name, Notion, CourseId, CourseName}]}
 *   projects of the board's semester and subject that are on no board (admin)
 * POST /project/{id}/public -> {status: 200, message, data: [{StudentId, Score, Result}]}; refused (inner 401)
 *   'Ineligible for publicity', already published, no student (admin)
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/project/:boardId/evalution',
    { config: { access: ['admin', 'teach'] }, schema: { summary: 'Projects on a board with their marking overview', params: S.params('boardId'), response: ok(R.list(R.BoardProjectRow)) } },
    async (request): Promise<BoardProjectRow[]> => {
      const { boardId } = request.params;
      await assertMayReadBoard(app.db, caller(request), boardId);
      return boardProjectsWithOverview(app.db, boardId);
    },
  );

  app.get(
    '/project/:boardId/projectsnoboard',
    { config: { access: ['admin'] }, schema: { summary: "Projects of the board's semester and subject on no board", params: S.params('boardId'), response: ok(R.envelopeOf(R.list(R.NoBoardProjectRow))) } },
    async (request) => {
      const data: ProjectRow[] = await projectsOnNoBoard(app.db, request.params.boardId);
      return { status: 201, data };
    },
  );

  app.post(
    '/project/:id/public',
    { config: { access: ['admin'] }, schema: { summary: "Publish a project's results (once; every lecturer of its board must have marked it)", params: S.params('id'), response: ok(R.envelopeOf(R.list(S.row({ StudentId: S.id, Score: S.num, Result: S.bool })))) } },
    async (request) => {
      const results = await publishProjectById(app.ctx, request.params.id, caller(request).accountId, app.config.passMark, liveOrigin(request.headers['x-live-origin']));
      return { status: 200, ...said('published'), data: results };
    },
  );
};

export default routes;
