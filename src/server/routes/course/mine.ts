import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../auth/guard';
import { assertOwnLecturerId, assertOwnStudentId } from '../../domain/ownership';
import { coursesOfLecturer, coursesOfStudent } from '../../domain/reads/courses';
import { S } from '../../http/validation';

/**
 * GET /course/{userId}/student — a student's own courses (admin: anyone's).
 * GET /course/{userId}/teacher — a lecturer's own courses (admin: anyone's).
 * Bare arrays (api.md convention 2).
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { userId: number } }>(
    '/course/:userId/student',
    { config: { access: ['std', 'admin'] }, schema: { params: S.params('userId') } },
    async (request) => {
      const { userId } = request.params;
      assertOwnStudentId(caller(request), userId);
      return coursesOfStudent(app.db, userId);
    },
  );

  app.get<{ Params: { userId: number } }>(
    '/course/:userId/teacher',
    { config: { access: ['teach', 'admin'] }, schema: { params: S.params('userId') } },
    async (request) => {
      const { userId } = request.params;
      assertOwnLecturerId(caller(request), userId);
      return coursesOfLecturer(app.db, userId);
    },
  );
};

export default routes;
