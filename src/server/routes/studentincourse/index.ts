import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { enrolStudentInCourse, unenrolStudentFromCourse } from '../../domain/enrolment';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';
import { said } from '../../http/said';

/**
 * POST /studentincourse/add {course, student} -> {status: 200, message, data: {Id}}; already enrolled: refused (inner 401).
 * DELETE /studentincourse/{courseId}/{studentId} (beyond the spec) -> {status: 200, message}; 409 while the
 *   student is in a project of that course.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/studentincourse/add',
    {
      config: { access: ['admin'] },
      schema: { summary: 'Enrol a student in a course', body: S.body({ course: S.id, student: S.id }), response: ok(R.envelopeOf(S.row({ Id: S.id }))) },
    },
    async (request) => {
      const id = await enrolStudentInCourse(app.ctx, request.body.course, request.body.student);
      return { status: 200, ...said('addedStudentToCourse'), data: { Id: id } };
    },
  );

  app.delete(
    '/studentincourse/:courseId/:studentId',
    {
      config: { access: ['admin'] },
      schema: { summary: 'Unenrol a student (beyond the spec; refused while in a project of the course)', params: S.params('courseId', 'studentId'), response: ok(R.Message) },
    },
    async (request) => {
      await unenrolStudentFromCourse(app.ctx, request.params.courseId, request.params.studentId);
      return { status: 200, ...said('removedStudentFromCourse') };
    },
  );
};

export default routes;
