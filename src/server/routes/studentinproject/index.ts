import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsync } from 'fastify';
import { addStudentToProject, removeStudentFromProject } from '../../domain/enrolment';
import { S } from '../../http/validation';

/**
 * POST /studentinproject/add {student, project} -> {status: 200, message, data: {stdinprjId}}; refused (inner 401):
 *   graded project ('Can not add because project is graded'), student not enrolled in the project's course,
 *   student already in a project of that course.
 * DELETE /studentinproject/{stdinprjId}/remove -> {status: 200, message}; graded project refused (inner 401)
 *   'Can not remove because project is graded'.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { student: number; project: number } }>(
    '/studentinproject/add',
    {
      config: { access: ['admin'] },
      schema: { summary: 'Add a student to a project', body: S.body({ student: S.id, project: S.id }) },
    },
    async (request) => {
      const id = await addStudentToProject(app.db, app.dbHandle.engine, request.body.student, request.body.project);
      return { status: 200, message: 'Added student into project successfully', data: { stdinprjId: id } };
    },
  );

  app.delete<{ Params: { stdinprjId: number } }>(
    '/studentinproject/:stdinprjId/remove',
    {
      config: { access: ['admin'] },
      schema: { summary: 'Remove a student from a project (refused once graded)', params: S.params('stdinprjId') },
    },
    async (request) => {
      await removeStudentFromProject(app.db, app.dbHandle.engine, request.params.stdinprjId);
      return { status: 200, message: 'Removed student from project successfully' };
    },
  );
};

export default routes;
