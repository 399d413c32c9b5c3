import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../http/guard';
import { assertOwnLecturerId, assertOwnStudentId } from '../../domain/ownership';
import { coursesOfLecturer, coursesOfStudent } from '../../domain/reads/courses';
import { cachedList, serialisedRows } from '../../cache/cachedList';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';

/**
 * GET /course/{userId}/student — a student's own courses (admin: anyone's).
 * GET /course/{userId}/teacher — a lecturer's own courses (admin: anyone's).
 * Bare arrays (api.md convention 2). Answered from their text per user while the tables they read keep their
 * versions (cache/cachedList.ts); the answer for a user is the same whoever may ask for it.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const ofStudent = cachedList(app, 'course/student', ['course', 'subject', 'semester', 'student_in_course']);
  const ofLecturer = cachedList(app, 'course/teacher', ['course', 'subject', 'semester']);
  app.get(
    '/course/:userId/student',
    { config: { access: ['std', 'admin'] }, schema: { params: S.params('userId'), response: ok(R.list(R.StudentCourseRow)) } },
    (request, reply) => {
      const { userId } = request.params;
      assertOwnStudentId(caller(request), userId);
      ofStudent.send(reply, serialisedRows(() => coursesOfStudent(app.db, userId)), String(userId));
    },
  );

  app.get(
    '/course/:userId/teacher',
    { config: { access: ['teach', 'admin'] }, schema: { params: S.params('userId'), response: ok(R.list(R.LecturerCourseRow)) } },
    (request, reply) => {
      const { userId } = request.params;
      assertOwnLecturerId(caller(request), userId);
      ofLecturer.send(reply, serialisedRows(() => coursesOfLecturer(app.db, userId)), String(userId));
    },
  );
};

export default routes;
