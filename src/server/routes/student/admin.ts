import type { FastifyPluginAsync } from 'fastify';
import { IMPORT_MAX_ROWS, studentAddSchema, studentEditSchema } from '../../../common/validation/people';
import { deleteStudent } from '../../domain/deletion';
import { createStudent, editStudent, importStudents, studentRows } from '../../domain/people';
import { F, validateBody } from '../../domain/validate';
import { S } from '../../http/validation';

const admin = { access: ['admin'] } as const;

const STUDENT_FIELDS = {
  code: F.str(100),
  name: F.str(100),
  birthday: F.str(30),
  address: F.str(500),
  username: F.str(200),
  password: F.str(400),
};

/** Students Management (spec section 7, plus a CSV import). (Course and project student lists are in lists.ts.) */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/student/getall', { config: admin }, async () => studentRows(app.db));

  app.post('/student/add', { config: admin, schema: { body: F.body(STUDENT_FIELDS) } }, async (request) => {
    const input = await validateBody(studentAddSchema, request.body);
    await createStudent(app.db, input);
    return { status: 200, message: 'Added student successfully' };
  });

  app.put<{ Body: { id: number } }>(
    '/student/edit',
    { config: admin, schema: { body: F.body({ name: F.str(100), birthday: F.str(30), address: F.str(500), id: S.id }, ['id']) } },
    async (request) => {
      const input = await validateBody(studentEditSchema, request.body);
      await editStudent(app.db, request.body.id, input);
      return { status: 200, message: 'Updated student successfully' };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/student/:id',
    { config: admin, schema: { params: S.params('id') } },
    async (request) => {
      await deleteStudent(app.db, request.params.id);
      return { status: 200, message: 'Deleted successfully' };
    },
  );

  /** Beyond the spec: many students at once; every row checked first, all or nothing. */
  app.post<{ Body: { rows: unknown[] } }>(
    '/student/import',
    {
      config: admin,
      schema: { body: F.body({ rows: { type: 'array', maxItems: IMPORT_MAX_ROWS, items: F.body(STUDENT_FIELDS) } }, ['rows']) },
    },
    async (request) => {
      const count = await importStudents(app.db, request.body.rows);
      return { status: 200, message: `Imported ${count} students`, data: { count } };
    },
  );
};

export default routes;
