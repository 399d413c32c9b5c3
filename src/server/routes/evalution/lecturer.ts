import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../auth/guard';
import { lecturerBoardRows } from '../../domain/boards';
import { assertOwnLecturerId } from '../../domain/ownership';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';

/** GET /evalution/{userId}/teacher — the boards a lecturer sits on, with its seat (lectureinboardID). Bare array. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/evalution/:userId/teacher',
    { config: { access: ['teach', 'admin'] }, schema: { params: S.params('userId'), response: ok(R.list(R.LecturerBoardRow)) } },
    async (request) => {
      const { userId } = request.params;
      assertOwnLecturerId(caller(request), userId);
      return lecturerBoardRows(app.db, userId);
    },
  );
};

export default routes;
