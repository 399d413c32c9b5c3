import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addProjectToBoard, removeProjectFromBoard } from '../../domain/boardMembership';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';
import { withConflicts } from '../../http/scheduleResponses';
import { LIMITS } from '../../../common/validation/limits';
import { said } from '../../http/said';

/**
 * POST /projectinboard/insert {projectId, boardId, intendTime (HH:MM), order (>= 1), protectTime (minutes >= 1)}
 *   -> {status: 200, message, data: {Id}}; a missing or empty intendTime/order/protectTime is refused
 *   (inner 401) 'Some input fields are missing'; terminated board, project of another semester or subject,
 *   project already on a board: refused (inner 401); a slot outside the board's hours or overlapping another, or a
 *   student defending twice at once: refused (inner 409, `conflicts` named; `force` saves anyway where allowed).
 * DELETE /projectinboard/{projectId} (beyond the spec): takes a project off its board while the board is
 *   not terminated -> {status: 200, message}.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/projectinboard/insert',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Schedule a project before an evaluation board',
        body: S.body({
          projectId: S.id,
          boardId: S.id,
          intendTime: S.optional(S.nullable(S.timeField(LIMITS.dateText))),
          order: S.optional(S.nullable(S.integer({ minimum: 1, maximum: 1000 }))),
          protectTime: S.optional(S.nullable(S.integer({ minimum: 1, maximum: 600 }))),
          force: S.optional(S.bool),
        }),
        response: ok(withConflicts(R.envelopeOf(S.row({ Id: S.id })))),
      },
    },
    async (request) => {
      const { force, ...input } = request.body;
      const id = await addProjectToBoard(app.ctx, input, { force, allowSaveAnyway: app.config.scheduleSaveAnyway });
      return { status: 200, ...said('addedProjectToBoard'), data: { Id: id } };
    },
  );

  app.delete(
    '/projectinboard/:projectId',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Take a project off its evaluation board (beyond the spec; refused once the board is terminated)',
        params: S.params('projectId'),
        response: ok(R.Message),
      },
    },
    async (request) => {
      await removeProjectFromBoard(app.ctx, request.params.projectId);
      return { status: 200, ...said('removedProjectFromBoard') };
    },
  );
};

export default routes;
