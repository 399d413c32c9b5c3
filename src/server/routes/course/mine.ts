import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../auth/guard';
import { assertOwnLecturerId, assertOwnStudentId } from '../../domain/ownership';
import { coursesOfLecturer, coursesOfStudent } from '../../domain/reads/courses';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';

/**
 * GET /course/{userId}/student — a student's own courses (admin: anyone's).
 * GET /course/{userId}/teacher — a lecturer's own courses (admin: anyone's).
 * Bare arrays (api.md convention 2).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/course/:userId/student',
    { config: { access: ['std', 'admin'] }, schema: { params: S.params('userId'), response: ok(R.list(R.StudentCourseRow)) } },
    async (request) => {
      const { userId } = request.params;
      assertOwnStudentId(caller(request), userId);
      return coursesOfStudent(app.db, userId);
    },
  );

  app.get(
    '/course/:userId/teacher',
    { config: { access: ['teach', 'admin'] }, schema: { params: S.params('userId'), response: ok(R.list(R.LecturerCourseRow)) } },
    async (request) => {
      const { userId } = request.params;
      assertOwnLecturerId(caller(request), userId);
      return coursesOfLecturer(app.db, userId);
    },
  );
};

export default routes;
