import type { FastifyPluginAsync } from 'fastify';
import { IMPORT_MAX_ROWS, lecturerAddSchema, lecturerEditSchema } from '../../../common/validation/people';
import { caller } from '../../auth/guard';
import { deleteLecturer } from '../../domain/deletion';
import { createLecturer, editLecturer, importLecturers, lecturerRows } from '../../domain/people';
import { F, validateBody } from '../../domain/validate';
import { found } from '../../domain/errors';
import { assertOwnLecturerId } from '../../domain/ownership';
import { S } from '../../http/validation';

const admin = { access: ['admin'] } as const;

const LECTURER_FIELDS = {
  name: F.str(100),
  birthday: F.str(30),
  phone: F.str(60),
  address: F.str(500),
  username: F.str(200),
  password: F.str(400),
};

/** Teachers Management (spec section 7, plus a CSV import). (Board lecturer lists are in board.ts.) */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/teacher/getall', { config: admin }, async () => lecturerRows(app.db));

  /** The admin, or the lecturer itself. */
  app.get<{ Params: { id: number } }>(
    '/teacher/:id',
    { config: { access: ['admin', 'teach'] }, schema: { params: S.params('id') } },
    async (request) => {
      assertOwnLecturerId(caller(request), request.params.id);
      const rows = found(await lecturerRows(app.db, request.params.id), 'Lecturer');
      return { status: 200, data: rows };
    },
  );

  app.post('/teacher/add', { config: admin, schema: { body: F.body(LECTURER_FIELDS) } }, async (request) => {
    const input = await validateBody(lecturerAddSchema, request.body);
    await createLecturer(app.db, input);
    return { status: 200, message: 'Added lecturer successfully' };
  });

  app.put<{ Body: { id: number } }>(
    '/teacher/edit',
    {
      config: admin,
      schema: { body: F.body({ name: F.str(100), phonenumber: F.str(60), birthday: F.str(30), address: F.str(500), id: S.id }, ['id']) },
    },
    async (request) => {
      const input = await validateBody(lecturerEditSchema, request.body);
      await editLecturer(app.db, request.body.id, input);
      return { status: 200, message: 'Updated lecturer successfully' };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/teacher/:id',
    { config: admin, schema: { params: S.params('id') } },
    async (request) => {
      await deleteLecturer(app.db, request.params.id);
      return { status: 200, message: 'Deleted successfully' };
    },
  );

  /** Beyond the spec: many lecturers at once; every row checked first, all or nothing. */
  app.post<{ Body: { rows: unknown[] } }>(
    '/teacher/import',
    {
      config: admin,
      schema: { body: F.body({ rows: { type: 'array', maxItems: IMPORT_MAX_ROWS, items: F.body(LECTURER_FIELDS) } }, ['rows']) },
    },
    async (request) => {
      const count = await importLecturers(app.db, request.body.rows);
      return { status: 200, message: `Imported ${count} lecturers`, data: { count } };
    },
  );
};

export default routes;
