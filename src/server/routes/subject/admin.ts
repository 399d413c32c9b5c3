import type { FastifyPluginAsync } from 'fastify';
import { subjectAddSchema } from '../../../common/validation/catalog';
import { addSubject, subjectRows } from '../../domain/catalog';
import { deleteSubject } from '../../domain/deletion';
import { F, validateBody } from '../../domain/validate';
import { found } from '../../domain/errors';
import { S } from '../../http/validation';

/** Subjects (spec section 7): reference list for every signed-in user; add and delete for the admin. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/subject/getall', { config: { access: 'signedIn' } }, async () => subjectRows(app.db));

  app.get<{ Params: { id: number } }>(
    '/subject/:id/getbyid',
    { config: { access: 'signedIn' }, schema: { params: S.params('id') } },
    async (request) => {
      const rows = found(await subjectRows(app.db, request.params.id), 'Subject');
      return rows;
    },
  );

  app.post(
    '/subject/add',
    { config: { access: ['admin'] }, schema: { body: F.body({ name: F.str(400), description: F.str(4000) }) } },
    async (request) => {
      const input = await validateBody(subjectAddSchema, request.body);
      const id = await addSubject(app.db, input);
      return { status: 200, message: 'Added subject successfully', data: { id } };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/subject/:id',
    { config: { access: ['admin'] }, schema: { params: S.params('id') } },
    async (request) => {
      await deleteSubject(app.db, request.params.id);
      return { status: 200, message: 'Deleted successfully' };
    },
  );
};

export default routes;
