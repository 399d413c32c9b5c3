import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIMITS } from '../../../common/validation/limits';
import { subjectAddSchema } from '../../../common/validation/catalog';
import { addSubject, editSubject, subjectRows } from '../../domain/catalog';
import { deleteSubject } from '../../domain/deletion';
import { validateBody } from '../../domain/validate';
import { found } from '../../domain/errors';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';
import { said } from '../../http/said';

/** Subjects (spec section 7): reference list for every signed-in user; add and delete for the admin. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/subject/getall', { config: { access: 'signedIn' }, schema: { response: ok(R.list(R.SubjectRow)) } }, async () => subjectRows(app.db));

  app.get(
    '/subject/:id/getbyid',
    { config: { access: 'signedIn' }, schema: { params: S.params('id'), response: ok(R.list(R.SubjectRow)) } },
    async (request) => {
      const rows = found(await subjectRows(app.db, request.params.id), 'subjectUnknown');
      return rows;
    },
  );

  app.post(
    '/subject/add',
    { config: { access: ['admin'] }, schema: { body: S.form({ name: S.field(LIMITS.name), description: S.field(LIMITS.description) }), response: ok(R.Added) } },
    async (request) => {
      const input = await validateBody(subjectAddSchema, request.body);
      const id = await addSubject(app.ctx, input);
      return { status: 200, ...said('addedSubject'), data: { id } };
    },
  );

  app.put(
    '/subject/edit',
    {
      config: { access: ['admin'] },
      schema: { summary: 'Edit a subject (names unique in any case)', body: S.body({ id: S.id, name: S.optional(S.field(LIMITS.name)), description: S.optional(S.field(LIMITS.description)) }), response: ok(R.Message) },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      const input = await validateBody(subjectAddSchema, fields);
      await editSubject(app.ctx, id, input);
      return { status: 200, ...said('updatedSubject') };
    },
  );

  app.delete(
    '/subject/:id',
    { config: { access: ['admin'] }, schema: { params: S.params('id'), response: ok(R.Message) } },
    async (request) => {
      await deleteSubject(app.ctx, request.params.id);
      return { status: 200, ...said('deleted') };
    },
  );
};

export default routes;
