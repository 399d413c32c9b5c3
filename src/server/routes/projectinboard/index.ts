import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsync } from 'fastify';
import { addProjectToBoard, removeProjectFromBoard, type ProjectInBoardInput } from '../../domain/boardMembership';
import { S } from '../../http/validation';

/**
 * POST /projectinboard/insert {projectId, boardId, intendTime (HH:MM), order (>= 1), protectTime (minutes >= 1)}
 *   -> {status: 200, message, data: {Id}}; a missing or empty intendTime/order/protectTime is refused
 *   (inner 401) 'Some input fields are missing'; terminated board, project of another semester or subject,
 *   project already on a board: refused (inner 401).
 * DELETE /projectinboard/{projectId} (beyond the spec): takes a project off its board while the board is
 *   not terminated -> {status: 200, message}.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ProjectInBoardInput }>(
    '/projectinboard/insert',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Schedule a project before an evaluation board',
        body: S.body(
          {
            projectId: S.id,
            boardId: S.id,
            intendTime: { type: ['string', 'null'], maxLength: 5 },
            order: { type: ['integer', 'null'], minimum: 1, maximum: 1000 },
            protectTime: { type: ['integer', 'null'], minimum: 1, maximum: 600 },
          },
          ['projectId', 'boardId'],
        ),
      },
    },
    async (request) => {
      const id = await addProjectToBoard(app.db, app.dbHandle.engine, request.body);
      return { status: 200, message: 'Added project into evaluation board successfully', data: { Id: id } };
    },
  );

  app.delete<{ Params: { projectId: number } }>(
    '/projectinboard/:projectId',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Take a project off its evaluation board (beyond the spec; refused once the board is terminated)',
        params: S.params('projectId'),
      },
    },
    async (request) => {
      await removeProjectFromBoard(app.db, app.dbHandle.engine, request.params.projectId);
      return { status: 200, message: 'Removed project from evaluation board successfully' };
    },
  );
};

export default routes;
