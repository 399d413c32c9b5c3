import type { FastifyPluginAsync } from 'fastify';
import type { MarkingSaveRequest, MarkingSaveResult } from '../../../common/dto/marking';
import { SCORE_SAVED_MESSAGE } from '../../../common/validation/scores';
import { caller } from '../../auth/guard';
import { assertProjectOnBoard, cellsOfGrid, markingView, scoresOfSeat, writeScores } from '../../domain/marking';
import { lecturerInBoardOfCaller } from '../../domain/ownership';
import { S } from '../../http/validation';

const COLUMN_KEY = '^[1-9][0-9]{0,9}$';

/**
 * Beyond the spec (api.md convention 6), for the marking screen:
 * GET /marking/{lectureinboardId}/{projectId} — project info, columns, students, this seat's cells
 *   (with Version) and the marked flag, in one call. Own seat only (admin: any).
 * PUT /marking/save — a whole grid in one transaction: missing cells inserted, changed ones updated,
 *   each checked against the Version the page loaded (0 = empty) -> 409 when stale; history recorded.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { lectureinboardId: number; projectId: number } }>(
    '/marking/:lectureinboardId/:projectId',
    { config: { access: ['teach', 'admin'] }, schema: { tags: ['marking'], summary: 'Marking screen in one call (beyond the spec): project info, columns, students, own cells with Version, marked flag', params: S.params('lectureinboardId', 'projectId') } },
    async (request) => {
      const { lectureinboardId, projectId } = request.params;
      return { status: 200, data: await markingView(app.db, caller(request), lectureinboardId, projectId) };
    },
  );

  app.put<{ Body: MarkingSaveRequest }>(
    '/marking/save',
    {
      config: { access: ['teach'] },
      schema: {
        tags: ['marking'],
        summary: 'Save a whole grid atomically (beyond the spec): version-checked (409 when stale), history recorded',
        body: S.body({
          lectureinboardId: S.id,
          projectId: S.id,
          rows: {
            type: 'array',
            maxItems: 500,
            items: S.body(
              {
                stdinprjId: S.id,
                scores: { type: 'object', propertyNames: { pattern: COLUMN_KEY }, additionalProperties: true },
                versions: {
                  type: 'object',
                  propertyNames: { pattern: COLUMN_KEY },
                  additionalProperties: { type: 'integer', minimum: 0, maximum: 2147483647 },
                },
              },
              ['stdinprjId', 'scores'],
            ),
          },
        }),
      },
    },
    async (request) => {
      const { lectureinboardId, projectId, rows } = request.body;
      const who = caller(request);
      const lib = await lecturerInBoardOfCaller(app.db, who, lectureinboardId);
      await assertProjectOnBoard(app.db, projectId, lib.BoardId);
      const cells = cellsOfGrid(rows);
      const result = await writeScores(app.db, app.dbHandle.engine, who, lib, projectId, cells, 'save', {
        requireComplete: true,
        requireAllStudents: true,
      });
      const data: MarkingSaveResult = { ...result, scores: await scoresOfSeat(app.db, lib.Id, projectId) };
      return { status: 200, message: SCORE_SAVED_MESSAGE, data };
    },
  );
};

export default routes;
