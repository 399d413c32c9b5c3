import type { FastifyPluginAsync } from 'fastify';
import { semesterAddSchema } from '../../../common/validation/catalog';
import { addSemester, semesterRows } from '../../domain/catalog';
import { deleteSemester } from '../../domain/deletion';
import { F, validateBody } from '../../domain/validate';
import { found } from '../../domain/errors';
import { S } from '../../http/validation';

/** Semesters (spec section 7): reference list for every signed-in user; add and delete for the admin. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/semester/getall', { config: { access: 'signedIn' } }, async () => semesterRows(app.db));

  app.get<{ Params: { id: number } }>(
    '/semester/:id',
    { config: { access: 'signedIn' }, schema: { params: S.params('id') } },
    async (request) => {
      const rows = found(await semesterRows(app.db, request.params.id), 'Semester');
      return { status: 200, data: rows };
    },
  );

  app.post(
    '/semester/add',
    {
      config: { access: ['admin'] },
      schema: { body: F.body({ year: F.int, session: F.str(100), startTime: F.str(30), endTime: F.str(30) }) },
    },
    async (request) => {
      const input = await validateBody(semesterAddSchema, request.body);
      const id = await addSemester(app.db, app.dbHandle.engine, input);
      return { status: 200, message: 'Added semester successfully', data: { id } };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/semester/:id',
    { config: { access: ['admin'] }, schema: { params: S.params('id') } },
    async (request) => {
      await deleteSemester(app.db, request.params.id);
      return { status: 200, message: 'Deleted successfully' };
    },
  );
};

export default routes;
