import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIMITS } from '../../../common/validation/limits';
import { addBoardFromForm, boardRows, editBoard } from '../../domain/boards';
import { boardEditSchema } from '../../../common/validation/board';
import { validateBody } from '../../domain/validate';
import { deleteBoard } from '../../domain/deletion';
import { found } from '../../domain/errors';
import { caller } from '../../http/guard';
import { assertMayReadBoard, assertMayReadProject } from '../../domain/ownership';
import { boardOfProjectWithSpecNames } from '../../domain/reads/specNames';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';
import { withConflicts } from '../../http/scheduleResponses';
import { said } from '../../http/said';

const admin = { access: ['admin'] } as const;

/**
 * Evaluation boards of the admin console (spec section 7, path spelled 'evalution'). Rows carry SemesterYear,
 * SemesterSession, SemesterStart, SemesterEnd, SubjectName, TemplateName. (The lecturer's list is in lecturer.ts.)
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/evalution/getall', { config: admin, schema: { response: ok(R.list(R.BoardRow)) } }, async () => boardRows(app.db));

  app.get(
    '/evalution/:id',
    // also a lecturer sitting on the board (its board list and marking screen)
    { config: { access: ['admin', 'teach'] }, schema: { params: S.params('id'), response: ok(R.envelopeOf(R.list(R.BoardRow))) } },
    async (request) => {
      await assertMayReadBoard(app.db, caller(request), request.params.id);
      const rows = found(await boardRows(app.db, { id: request.params.id }), 'boardUnknown');
      return { status: 201, data: rows };
    },
  );

  app.get(
    '/evalution/:projectId/getbyproject',
    { config: { access: ['admin', 'teach'] }, schema: { params: S.params('projectId'), response: ok(R.envelopeOf(R.list(R.ProjectBoardRow))) } },
    async (request) => {
      await assertMayReadProject(app.db, caller(request), request.params.projectId);
      const rows = await boardRows(app.db, { projectId: request.params.projectId });
      return { status: 201, data: rows.map(boardOfProjectWithSpecNames) };
    },
  );

  app.post(
    '/evalution/add',
    {
      config: admin,
      schema: {
        body: S.form({
          name: S.field(LIMITS.name),
          semesterId: S.id,
          subjectId: S.id,
          templateId: S.id,
          startTime: S.timeField(LIMITS.dateText),
          endTime: S.timeField(LIMITS.dateText),
          // the form's numeric input may send a number: kept as text
          room: S.union([S.field(LIMITS.room), S.integer({ minimum: 0, maximum: 9999999999 })]),
          date: S.dateField(LIMITS.dateText),
          // "save anyway" despite schedule conflicts, where SCHEDULE_SAVE_ANYWAY allows it
          force: S.bool,
        }),
        response: ok(withConflicts(R.Added)),
      },
    },
    async (request) => {
      const { force, ...form } = request.body;
      const id = await addBoardFromForm(app.ctx, form, { force, allowSaveAnyway: app.config.scheduleSaveAnyway });
      return { status: 201, ...said('addedBoard'), data: { id } };
    },
  );

  app.put(
    '/evalution/edit',
    {
      config: admin,
      schema: {
        summary: 'Edit an evaluation board: the template only while nothing is marked',
        body: S.body({
          id: S.id,
          name: S.optional(S.field(LIMITS.name)),
          templateId: S.optional(S.id),
          startTime: S.optional(S.timeField(LIMITS.dateText)),
          endTime: S.optional(S.timeField(LIMITS.dateText)),
          room: S.optional(S.union([S.field(LIMITS.room), S.integer({ minimum: 0, maximum: 9999999999 })])),
          date: S.optional(S.dateField(LIMITS.dateText)),
          force: S.optional(S.bool),
        }),
        response: ok(withConflicts(R.Message)),
      },
    },
    async (request) => {
      const { id, room, force, ...fields } = request.body;
      const input = await validateBody(boardEditSchema, { ...fields, ...(room === undefined ? {} : { room: String(room) }) });
      await editBoard(app.ctx, id, input, { force, allowSaveAnyway: app.config.scheduleSaveAnyway });
      return { status: 200, ...said('updatedBoard') };
    },
  );

  app.delete(
    '/evalution/:id',
    { config: admin, schema: { params: S.params('id'), response: ok(R.Message) } },
    async (request) => {
      await deleteBoard(app.ctx, request.params.id);
      return { status: 200, ...said('deleted') };
    },
  );
};

export default routes;
