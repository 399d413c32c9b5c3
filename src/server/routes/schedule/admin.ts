import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { boardSchedule, moveSlot, packBoard, reorderBoard } from '../../domain/schedule/board';
import { termsConflicts } from '../../domain/schedule/check';
import { exportSchedule, importSchedule } from '../../domain/schedule/csv';
import { scheduleBoards } from '../../domain/schedule/timetable';
import { semestersWithBoards } from '../../domain/schedule/term';
import * as R from '../../http/responses';
import * as SR from '../../http/scheduleResponses';
import { ok, S } from '../../http/schema';
import { said } from '../../http/said';
import { LIMITS } from '../../../common/validation/limits';
import type { TProperties } from '@sinclair/typebox';

const admin = { access: ['admin'] } as const;
const SAVED = 'Saved the running order';

/**
 * The defence schedule, admin side (common/schedule/conflicts.ts is the rule; domain/schedule/ reads and writes):
 * the term's open conflicts, a board's running order (reorder, pack from the start, move a slot), the Schedule grid,
 * and the CSV import / export of a term. Writes answer inner 409 with `conflicts` when they would clash; `force`
 * saves anyway where SCHEDULE_SAVE_ANYWAY allows it (the answer then lists them as `warnings`).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const save = (force?: boolean) => ({ force, allowSaveAnyway: app.config.scheduleSaveAnyway });

  app.get(
    '/schedule/conflicts',
    { config: admin, schema: { summary: "Every open conflict of a term (or of all terms)", querystring: S.row({ semesterId: S.optional(S.id) }), response: ok(R.envelopeOf(R.list(SR.ConflictRow))) } },
    async (request) => {
      const { semesterId } = request.query;
      const semesters = semesterId ? [semesterId] : await semestersWithBoards(app.db);
      const data = await termsConflicts(app.db, semesters);
      return { status: 200, data };
    },
  );

  app.get(
    '/schedule/board/:id',
    { config: admin, schema: { summary: "A board's running order, its gaps, overrun and conflicts", params: S.params('id'), response: ok(R.envelopeOf(SR.BoardScheduleData)) } },
    async (request) => ({ status: 200, data: await boardSchedule(app.db, request.params.id, app.config.scheduleSaveAnyway) }),
  );

  /** a change of a board's running order: its body (`force` added), answered "saved" with the conflicts it leaves */
  const change = <P extends TProperties>(summary: string, body: P) => ({
    config: admin,
    schema: { summary, params: S.params('id'), body: S.body({ ...body, force: S.optional(S.bool) }), response: ok(SR.withConflicts(R.Message)) },
  });
  const saved = (warnings: Awaited<ReturnType<typeof reorderBoard>>) => ({ status: 200, message: SAVED, warnings });

  app.put(
    '/schedule/board/:id/order',
    change('Reorder the projects of a board (each line keeps its start time; the projects move)', { projectIds: S.array(S.id, { minItems: 1, maxItems: 200 }) }),
    async (request) => saved(await reorderBoard(app.ctx, request.params.id, request.body.projectIds, save(request.body.force))),
  );
  app.post(
    '/schedule/board/:id/pack',
    change('Pack from the start: the current order from the board start, `changeover` minutes between projects', { changeover: S.integer({ minimum: 0, maximum: 120 }) }),
    async (request) => saved(await packBoard(app.ctx, request.params.id, request.body.changeover, save(request.body.force))),
  );
  app.put(
    '/schedule/board/:id/slot',
    change("Move one project's slot (time and protection minutes)", { projectId: S.id, intendTime: S.timeField(LIMITS.dateText), protectTime: S.integer({ minimum: 1, maximum: 600 }) }),
    async (request) => {
      const { projectId, intendTime, protectTime, force } = request.body;
      return saved(await moveSlot(app.ctx, request.params.id, { projectId, intendTime, protectTime }, save(force)));
    },
  );

  app.get(
    '/schedule/grid',
    {
      config: admin,
      schema: {
        summary: 'The Schedule grid: boards with their lecturers and slots, filtered',
        querystring: S.row({ semesterId: S.optional(S.id), subjectId: S.optional(S.id), lecturerId: S.optional(S.id), from: S.optional(S.date), to: S.optional(S.date) }),
        response: ok(R.envelopeOf(R.list(SR.ScheduleGridBoard))),
      },
    },
    async (request) => ({ status: 200, data: await scheduleBoards(app.db, request.query) }),
  );

  app.post(
    '/schedule/import',
    {
      config: admin,
      schema: {
        summary: "Import a term's schedule from CSV (all or nothing; each refused row named; dryRun: checked, nothing written)",
        body: S.body({ semesterId: S.id, csv: S.text(900_000), force: S.optional(S.bool), dryRun: S.optional(S.bool) }),
        response: ok(SR.ScheduleImported),
      },
    },
    async (request) => {
      const { semesterId, csv, force, dryRun } = request.body;
      const { checked, ...data } = await importSchedule(app.ctx, semesterId, csv, save(force), dryRun === true);
      if (dryRun === true) return { status: 200, ...said('importChecked', { count: checked }), data };
      return { status: 200, ...said('importedSchedule', { boards: data.boards, slots: data.slots }), data };
    },
  );

  app.get(
    '/schedule/export',
    { config: admin, schema: { summary: "A term's schedule as CSV", querystring: S.row({ semesterId: S.id }), response: ok(S.string({ description: 'text/csv' })) } },
    async (request, reply) => {
      const csv = await exportSchedule(app.db, request.query.semesterId, app.config.timeZone);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="schedule-${request.query.semesterId}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

export default routes;
