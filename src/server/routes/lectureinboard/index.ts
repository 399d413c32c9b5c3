import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addLecturerToBoard, removeLecturerFromBoard } from '../../domain/boardMembership';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';
import { withConflicts } from '../../http/scheduleResponses';
import { said } from '../../http/said';

/**
 * POST /lectureinboard/add {teacherId, boardId} -> {status: 200, message, data: {LectureInBoardId}}
 * DELETE /lectureinboard/{id} (id = LectureInBoardId) -> {status: 200, message}
 * Refused (HTTP 200, inner 401): terminated board, lecturer already on the board; inner 409 with `conflicts`: the
 * lecturer would sit on two boards at once (`force: true` saves anyway where SCHEDULE_SAVE_ANYWAY allows). Unknown ids: 404.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/lectureinboard/add',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Put a lecturer on an evaluation board',
        body: S.body({ teacherId: S.id, boardId: S.id, force: S.optional(S.bool) }),
        response: ok(withConflicts(R.envelopeOf(S.row({ LectureInBoardId: S.id })))),
      },
    },
    async (request) => {
      const { teacherId, boardId, force } = request.body;
      const id = await addLecturerToBoard(app.ctx, teacherId, boardId, { force, allowSaveAnyway: app.config.scheduleSaveAnyway });
      return { status: 200, ...said('addedLecturerToBoard'), data: { LectureInBoardId: id } };
    },
  );

  app.delete(
    '/lectureinboard/:id',
    {
      config: { access: ['admin'] },
      schema: { summary: 'Take a lecturer off an evaluation board (id = LectureInBoardId)', params: S.params('id'), response: ok(R.Message) },
    },
    async (request) => {
      await removeLecturerFromBoard(app.ctx, request.params.id);
      return { status: 200, ...said('removedLecturerFromBoard') };
    },
  );
};

export default routes;
