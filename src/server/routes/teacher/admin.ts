import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { LIMITS } from '../../../common/validation/limits';
import { IMPORT_MAX_ROWS, lecturerAddSchema, lecturerEditSchema } from '../../../common/validation/people';
import { caller } from '../../http/guard';
import { deleteLecturer } from '../../domain/deletion';
import { createLecturer, editLecturer, importLecturers, lecturerRows } from '../../domain/people';
import { validateBody } from '../../domain/validate';
import { found } from '../../domain/errors';
import { assertOwnLecturerId } from '../../domain/ownership';
import { lecturerListText } from '../../domain/reads/listTexts';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';
import { said } from '../../http/said';

const admin = { access: ['admin'] } as const;
const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;

const LECTURER_FIELDS = {
  name: S.field(LIMITS.personNameMax),
  birthday: S.dateField(LIMITS.dateText),
  phone: S.field(LIMITS.phoneText),
  address: S.field(LIMITS.address),
  email: S.field(LIMITS.email),
  username: S.field(LIMITS.usernameMax),
  password: S.field(LIMITS.passwordMax),
};

/** Teachers Management (spec section 7, plus a CSV import). (Board lecturer lists are in board.ts.) */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // the text the database builds (reads/listTexts.ts: the serializer's exact text)
  app.get('/teacher/getall', { config: admin, schema: { response: ok(R.list(R.LecturerListRow)) } }, async (_request, reply) =>
    (reply as FastifyReply).type('application/json; charset=utf-8').send(Buffer.from(await lecturerListText(app.db))),
  );

  /** The admin, or the lecturer itself. */
  app.get(
    '/teacher/:id',
    { config: { access: ['admin', 'teach'] }, schema: { params: S.params('id'), response: ok(R.envelopeOf(R.list(R.LecturerRow))) } },
    async (request) => {
      assertOwnLecturerId(caller(request), request.params.id);
      const rows = found(await lecturerRows(app.db, request.params.id), 'lecturerUnknown');
      return { status: 200, data: rows };
    },
  );

  app.post('/teacher/add', { config: admin, schema: { body: S.form(LECTURER_FIELDS), response: ok(R.Message) } }, async (request) => {
    const input = await validateBody(lecturerAddSchema, request.body);
    await createLecturer(app.ctx, input);
    return { status: 200, ...said('addedLecturer') };
  });

  app.put(
    '/teacher/edit',
    {
      config: admin,
      schema: { body: S.body({ name: S.optional(S.field(LIMITS.personNameMax)), phonenumber: S.optional(S.field(LIMITS.phoneText)), birthday: S.optional(S.dateField(LIMITS.dateText)), address: S.optional(S.field(LIMITS.address)), email: S.optional(S.field(LIMITS.email)), id: S.id }), response: ok(R.Message) },
    },
    async (request) => {
      const input = await validateBody(lecturerEditSchema, request.body);
      await editLecturer(app.ctx, request.body.id, input);
      return { status: 200, ...said('updatedLecturer') };
    },
  );

  app.delete(
    '/teacher/:id',
    { config: admin, schema: { params: S.params('id'), response: ok(R.Message) } },
    async (request) => {
      await deleteLecturer(app.ctx, request.params.id);
      return { status: 200, ...said('deleted') };
    },
  );

  /** Beyond the spec: many lecturers at once; every row checked first, all or nothing. */
  app.post(
    '/teacher/import',
    {
      // a whole cohort (25,000 rows) as JSON: this route's own body limit
      bodyLimit: IMPORT_BODY_LIMIT,
      config: admin,
      schema: { body: S.body({ rows: S.array(S.form(LECTURER_FIELDS), { maxItems: IMPORT_MAX_ROWS }) }), response: ok(R.Imported) },
    },
    async (request) => {
      const count = await importLecturers(app.ctx, request.body.rows);
      return { status: 200, ...said('importedLecturers', { count }), data: { count } };
    },
  );
};

export default routes;
