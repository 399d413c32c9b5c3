import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIMITS } from '../../../common/validation/limits';
import { semesterAddSchema } from '../../../common/validation/catalog';
import { addSemester, editSemester, semesterRows } from '../../domain/catalog';
import { deleteSemester } from '../../domain/deletion';
import { validateBody } from '../../domain/validate';
import { found } from '../../domain/errors';
import { semesterWithStatus } from '../../domain/reads/specNames';
import { cachedList, serialisedRows } from '../../cache/cachedList';
import * as R from '../../http/responses';
import { todayIso } from '../../../common/timing';
import { ok, S } from '../../http/schema';
import { said } from '../../http/said';

/** Semesters (spec section 7): reference list for every signed-in user; add and delete for the admin. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // the same rows for every caller (each with its status on today's date): sent from their text while no semester
  // changed and the day is the same (cache/cachedList.ts)
  const everySemester = cachedList(app, 'semester/getall', ['semester']);
  app.get('/semester/getall', { config: { access: 'signedIn' }, schema: { response: ok(R.list(R.SemesterListRow)) } }, (_request, reply) => {
    const today = todayIso();
    everySemester.send(reply, serialisedRows(async () => (await semesterRows(app.db)).map((r) => semesterWithStatus(r, today))), today);
  });

  app.get(
    '/semester/:id',
    { config: { access: 'signedIn' }, schema: { params: S.params('id'), response: ok(R.envelopeOf(R.list(R.SemesterListRow))) } },
    async (request) => {
      const rows = found(await semesterRows(app.db, request.params.id), 'semesterUnknown');
      return { status: 200, data: rows.map((r) => semesterWithStatus(r)) };
    },
  );

  app.post(
    '/semester/add',
    {
      config: { access: ['admin'] },
      schema: { body: S.form({ year: S.int, session: S.field(LIMITS.session), startTime: S.dateField(LIMITS.dateText), endTime: S.dateField(LIMITS.dateText) }), response: ok(R.Added) },
    },
    async (request) => {
      const input = await validateBody(semesterAddSchema, request.body);
      const id = await addSemester(app.ctx, input);
      return { status: 200, ...said('addedSemester'), data: { id } };
    },
  );

  app.put(
    '/semester/edit',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Edit a semester: no overlap, no board left outside its dates',
        body: S.body({ id: S.id, year: S.optional(S.int), session: S.optional(S.field(LIMITS.session)), startTime: S.optional(S.dateField(LIMITS.dateText)), endTime: S.optional(S.dateField(LIMITS.dateText)) }),
        response: ok(R.Message),
      },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      const input = await validateBody(semesterAddSchema, fields);
      await editSemester(app.ctx, id, input);
      return { status: 200, ...said('updatedSemester') };
    },
  );

  app.delete(
    '/semester/:id',
    { config: { access: ['admin'] }, schema: { params: S.params('id'), response: ok(R.Message) } },
    async (request) => {
      await deleteSemester(app.ctx, request.params.id);
      return { status: 200, ...said('deleted') };
    },
  );
};

export default routes;
