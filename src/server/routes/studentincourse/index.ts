import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsync } from 'fastify';
import { enrolStudentInCourse, unenrolStudentFromCourse } from '../../domain/enrolment';
import { S } from '../../http/validation';

/**
 * POST /studentincourse/add {course, student} -> {status: 200, message, data: {Id}}; already enrolled: refused (inner 401).
 * DELETE /studentincourse/{courseId}/{studentId} (beyond the spec) -> {status: 200, message}; 409 while the
 *   student is in a project of that course.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { course: number; student: number } }>(
    '/studentincourse/add',
    {
      config: { access: ['admin'] },
      schema: { summary: 'Enrol a student in a course', body: S.body({ course: S.id, student: S.id }) },
    },
    async (request) => {
      const id = await enrolStudentInCourse(app.db, request.body.course, request.body.student);
      return { status: 200, message: 'Added student into course successfully', data: { Id: id } };
    },
  );

  app.delete<{ Params: { courseId: number; studentId: number } }>(
    '/studentincourse/:courseId/:studentId',
    {
      config: { access: ['admin'] },
      schema: { summary: 'Unenrol a student (beyond the spec; refused while in a project of the course)', params: S.params('courseId', 'studentId') },
    },
    async (request) => {
      await unenrolStudentFromCourse(app.db, request.params.courseId, request.params.studentId);
      return { status: 200, message: 'Removed student from course successfully' };
    },
  );
};

export default routes;
