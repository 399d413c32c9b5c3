import type { FastifyPluginAsync } from 'fastify';
import { projectAddSchema, projectEditSchema } from '../../../common/validation/catalog';
import { addProject, editProject, projectRows, publishedProjectRows, requireRow } from '../../domain/catalog';
import { deleteProject } from '../../domain/deletion';
import { F, validateBody } from '../../domain/validate';
import { found } from '../../domain/errors';
import { S } from '../../http/validation';

const admin = { access: ['admin'] } as const;

/**
 * Projects of the admin console (spec section 7). Rows carry CourseName, SemesterId/Year/Session, SubjectId/Name,
 * Published, BoardId, BoardName, StudentCount. (Board and lecturer project calls live in board.ts / lecturer.ts.)
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/project/getall', { config: admin }, async () => projectRows(app.db));

  app.get('/project/getallpubliced', { config: admin }, async () => ({ status: 200, data: await publishedProjectRows(app.db) }));

  app.get<{ Params: { courseId: number } }>(
    '/project/:courseId/projectincourses',
    { config: admin, schema: { params: S.params('courseId') } },
    async (request) => {
      await requireRow(app.db, 'course', request.params.courseId, 'Course');
      return projectRows(app.db, { courseId: request.params.courseId });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/project/:id/getbyid',
    { config: admin, schema: { params: S.params('id') } },
    async (request) => {
      const rows = found(await projectRows(app.db, { id: request.params.id }), 'Project');
      return rows;
    },
  );

  app.post(
    '/project/add',
    {
      config: admin,
      schema: { body: F.body({ name: F.str(400), notion: F.str(4000), courseId: F.id, semester: F.id, subject: F.id }) },
    },
    async (request) => {
      const input = await validateBody(projectAddSchema, request.body);
      const id = await addProject(app.db, input);
      return { status: 200, message: 'Add project successfully', data: { id } };
    },
  );

  app.put<{ Body: { id: number } }>(
    '/project/edit',
    { config: admin, schema: { body: F.body({ name: F.str(400), notion: F.str(4000), id: S.id }, ['id']) } },
    async (request) => {
      const input = await validateBody(projectEditSchema, request.body);
      await editProject(app.db, request.body.id, input);
      return { status: 200, message: 'Updated project successfully' };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/project/:id',
    { config: admin, schema: { params: S.params('id') } },
    async (request) => {
      await deleteProject(app.db, request.params.id);
      return { status: 200, message: 'Deleted successfully' };
    },
  );
};

export default routes;
