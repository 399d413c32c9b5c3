import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addStudentToProject, removeStudentFromProject } from '../../domain/enrolment';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';
import { said } from '../../http/said';

/**
 * POST /studentinproject/add {student, project} -> {status: 200, message, data: {stdinprjId}}; refused (inner 401):
 *   graded project ('Can not add because project is graded'), student not enrolled in the project's course,
 *   student already in a project of that course.
 * DELETE /studentinproject/{stdinprjId}/remove -> {status: 200, message}; graded project refused (inner 401)
 *   'Can not remove because project is graded'.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/studentinproject/add',
    {
      config: { access: ['admin'] },
      schema: { summary: 'Add a student to a project', body: S.body({ student: S.id, project: S.id }), response: ok(R.envelopeOf(S.row({ stdinprjId: S.id }))) },
    },
    async (request) => {
      const id = await addStudentToProject(app.ctx, request.body.student, request.body.project);
      return { status: 200, ...said('addedStudentToProject'), data: { stdinprjId: id } };
    },
  );

  app.delete(
    '/studentinproject/:stdinprjId/remove',
    {
      config: { access: ['admin'] },
      schema: { summary: 'Remove a student from a project (refused once graded)', params: S.params('stdinprjId'), response: ok(R.Message) },
    },
    async (request) => {
      await removeStudentFromProject(app.ctx, request.params.stdinprjId);
      return { status: 200, ...said('removedStudentFromProject') };
    },
  );
};

export default routes;
