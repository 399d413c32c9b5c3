import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIMITS } from '../../../common/validation/limits';
import { IMPORT_MAX_ROWS, studentAddSchema, studentEditSchema } from '../../../common/validation/people';
import { deleteStudent } from '../../domain/deletion';
import { createStudent, editStudent, importStudents } from '../../domain/people';
import { studentListText } from '../../domain/reads/listTexts';
import { validateBody } from '../../domain/validate';
import { cachedList } from '../../cache/cachedList';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';
import { said } from '../../http/said';

const admin = { access: ['admin'] } as const;
const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;

const STUDENT_FIELDS = {
  code: S.field(LIMITS.codeMax),
  name: S.field(LIMITS.personNameMax),
  birthday: S.dateField(LIMITS.dateText),
  address: S.field(LIMITS.address),
  email: S.field(LIMITS.email),
  username: S.field(LIMITS.usernameMax),
  password: S.field(LIMITS.passwordMax),
};

/** Import rows: a student's fields plus optional Course and Project (ID or name) to enrol while importing. */
const IMPORT_FIELDS = { ...STUDENT_FIELDS, course: S.field(LIMITS.name), project: S.field(LIMITS.name) };

/** Students Management (spec section 7, plus a CSV import). (Course and project student lists are in lists.ts.) */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // 20,000 rows as the JSON text the database builds (reads/listTexts.ts: the serializer's exact text), kept while
  // the students' version holds (cache/cachedList.ts); the schema documents the shape
  const everyStudent = cachedList(app, 'student/getall', ['student']);
  app.get('/student/getall', { config: admin, schema: { response: ok(R.list(R.StudentListRow)) } }, (_request, reply) =>
    everyStudent.send(reply, async () => Buffer.from(await studentListText(app.db))),
  );

  app.post('/student/add', { config: admin, schema: { body: S.form(STUDENT_FIELDS), response: ok(R.Message) } }, async (request) => {
    const input = await validateBody(studentAddSchema, request.body);
    await createStudent(app.ctx, input);
    return { status: 200, ...said('addedStudent') };
  });

  app.put(
    '/student/edit',
    { config: admin, schema: { body: S.body({ name: S.optional(S.field(LIMITS.personNameMax)), birthday: S.optional(S.dateField(LIMITS.dateText)), address: S.optional(S.field(LIMITS.address)), email: S.optional(S.field(LIMITS.email)), id: S.id }), response: ok(R.Message) } },
    async (request) => {
      const input = await validateBody(studentEditSchema, request.body);
      await editStudent(app.ctx, request.body.id, input);
      return { status: 200, ...said('updatedStudent') };
    },
  );

  app.delete(
    '/student/:id',
    { config: admin, schema: { params: S.params('id'), response: ok(R.Message) } },
    async (request) => {
      await deleteStudent(app.ctx, request.params.id);
      return { status: 200, ...said('deleted') };
    },
  );

  /** Beyond the spec: many students at once; every row checked first, all or nothing. */
  app.post(
    '/student/import',
    {
      // a whole cohort (25,000 rows) as JSON: this route's own body limit
      bodyLimit: IMPORT_BODY_LIMIT,
      config: admin,
      schema: { body: S.body({ rows: S.array(S.form(IMPORT_FIELDS), { maxItems: IMPORT_MAX_ROWS }) }), response: ok(R.Imported) },
    },
    async (request) => {
      const count = await importStudents(app.ctx, request.body.rows);
      return { status: 200, ...said('importedStudents', { count }), data: { count } };
    },
  );
};

export default routes;
