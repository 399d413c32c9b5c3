import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../auth/guard';
import { lecturerBoardRows } from '../../domain/boards';
import { assertOwnLecturerId } from '../../domain/ownership';
import { S } from '../../http/validation';

/** GET /evalution/{userId}/teacher — the boards a lecturer sits on, with its seat (lectureinboardID). Bare array. */
const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { userId: number } }>(
    '/evalution/:userId/teacher',
    { config: { access: ['teach', 'admin'] }, schema: { params: S.params('userId') } },
    async (request) => {
      const { userId } = request.params;
      assertOwnLecturerId(caller(request), userId);
      return lecturerBoardRows(app.db, userId);
    },
  );
};

export default routes;
