import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LecturerInBoardRow, LecturerRow } from '../../../common/contract/details';
import { caller } from '../../http/guard';
import { findBoard } from '../../domain/boardMembership';
import { assertMayReadProject } from '../../domain/ownership';
import { lecturersNotOnBoard, lecturersOfBoard } from '../../domain/reads/rosters';
import { markOverview } from '../../domain/marks';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';

/**
 * Lecturers of a board (spec section 7):
 * GET /teacher/{boardId}/linb -> [{Id, Name, PhoneNumber, LectureInBoardId}] (admin)
 * GET /teacher/{boardId}/notinboard -> [{Id, Name, PhoneNumber, BirthDay, Address}] (admin)
 * GET /teacher/{projectId}/quaninboard -> [{totalTeacher}] (admin, or a lecturer on the project's board)
 * GET /teacher/{projectId}/quanmarked -> [{totalTeachersMark}] (same)
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/teacher/:boardId/linb',
    { config: { access: ['admin'] }, schema: { summary: 'Lecturers on a board', params: S.params('boardId'), response: ok(R.list(R.LecturerInBoardRow)) } },
    async (request): Promise<LecturerInBoardRow[]> => {
      await findBoard(app.db, request.params.boardId);
      return lecturersOfBoard(app.db, request.params.boardId);
    },
  );

  app.get(
    '/teacher/:boardId/notinboard',
    { config: { access: ['admin'] }, schema: { summary: 'Lecturers not on a board', params: S.params('boardId'), response: ok(R.list(R.LecturerRow)) } },
    async (request): Promise<LecturerRow[]> => {
      await findBoard(app.db, request.params.boardId);
      return lecturersNotOnBoard(app.db, request.params.boardId);
    },
  );

  app.get(
    '/teacher/:projectId/quaninboard',
    { config: { access: ['admin', 'teach'] }, schema: { summary: "Number of lecturers on the project's board", params: S.params('projectId'), response: ok(R.list(S.row({ totalTeacher: S.int }))) } },
    async (request) => {
      await assertMayReadProject(app.db, caller(request), request.params.projectId);
      const o = await markOverview(app.db, request.params.projectId);
      return [{ totalTeacher: o.seats.length }];
    },
  );

  app.get(
    '/teacher/:projectId/quanmarked',
    { config: { access: ['admin', 'teach'] }, schema: { summary: 'Number of lecturers who marked the project', params: S.params('projectId'), response: ok(R.list(S.row({ totalTeachersMark: S.int }))) } },
    async (request) => {
      await assertMayReadProject(app.db, caller(request), request.params.projectId);
      const o = await markOverview(app.db, request.params.projectId);
      return [{ totalTeachersMark: o.markedBy.length }];
    },
  );
};

export default routes;
