import type { FastifyPluginAsync } from 'fastify';
import { boardAddSchema } from '../../../common/validation/board';
import { addBoard, boardRows } from '../../domain/boards';
import { requireRow } from '../../domain/catalog';
import { deleteBoard } from '../../domain/deletion';
import { F, validateBody } from '../../domain/validate';
import { found } from '../../domain/errors';
import { S } from '../../http/validation';

const admin = { access: ['admin'] } as const;

/**
 * Evaluation boards of the admin console (spec section 7, path spelled 'evalution'). Rows carry SemesterYear,
 * SemesterSession, SemesterStart, SemesterEnd, SubjectName, TemplateName. (The lecturer's list is in lecturer.ts.)
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/evalution/getall', { config: admin }, async () => boardRows(app.db));

  app.get<{ Params: { id: number } }>(
    '/evalution/:id',
    { config: admin, schema: { params: S.params('id') } },
    async (request) => {
      const rows = found(await boardRows(app.db, { id: request.params.id }), 'Evaluation board');
      return { status: 201, data: rows };
    },
  );

  app.get<{ Params: { projectId: number } }>(
    '/evalution/:projectId/getbyproject',
    { config: admin, schema: { params: S.params('projectId') } },
    async (request) => {
      await requireRow(app.db, 'project', request.params.projectId, 'Project');
      return boardRows(app.db, { projectId: request.params.projectId });
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/evalution/add',
    {
      config: admin,
      schema: {
        body: F.body({
          name: F.str(400),
          semesterId: F.id,
          subjectId: F.id,
          templateId: F.id,
          startTime: F.str(20),
          endTime: F.str(20),
          // the form's numeric input may send a number: kept as text
          room: { anyOf: [F.str(50), { type: 'integer', minimum: 0, maximum: 9999999999 }] },
          date: F.str(30),
        }),
      },
    },
    async (request) => {
      const body = request.body;
      const room = typeof body.room === 'number' ? String(body.room) : body.room;
      const input = await validateBody(boardAddSchema, { ...body, ...(room === undefined ? {} : { room }) });
      const id = await addBoard(app.db, input);
      return { status: 201, message: 'Added evaluation board successfully', data: { id } };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/evalution/:id',
    { config: admin, schema: { params: S.params('id') } },
    async (request) => {
      await deleteBoard(app.db, request.params.id);
      return { status: 200, message: 'Deleted successfully' };
    },
  );
};

export default routes;
