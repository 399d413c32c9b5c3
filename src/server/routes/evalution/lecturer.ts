import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../http/guard';
import { lecturerBoardRows } from '../../domain/boards';
import { assertOwnLecturerId } from '../../domain/ownership';
import { cachedList, serialisedRows } from '../../cache/cachedList';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';

/**
 * GET /evalution/{userId}/teacher — the boards a lecturer sits on, with its seat (lectureinboardID). Bare array,
 * answered from its text per lecturer while boards, seats, semesters and subjects keep their versions.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const boardsOf = cachedList(app, 'evalution/teacher', ['board', 'lecture_in_board', 'semester', 'subject']);
  app.get(
    '/evalution/:userId/teacher',
    { config: { access: ['teach', 'admin'] }, schema: { params: S.params('userId'), response: ok(R.list(R.LecturerBoardRow)) } },
    (request, reply) => {
      const { userId } = request.params;
      assertOwnLecturerId(caller(request), userId);
      boardsOf.send(reply, serialisedRows(() => lecturerBoardRows(app.db, userId)), String(userId));
    },
  );
};

export default routes;
