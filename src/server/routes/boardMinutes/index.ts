import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BoardLecturer, BoardMinutesView, CommentHistoryRow, MinutesHistoryRow, MinutesInput, MinutesRecord, RoleInput } from '../../../common/contract/words';
import { languageOf } from '../../../common/languages';
import { caller } from '../../http/guard';
import { boardCommentsCsv } from '../../documents/comments';
import { requireRow } from '../../domain/catalog';
import { projectCommentHistory } from '../../domain/comments';
import { minutesHistory, setBoardRole, writeMinutes } from '../../domain/minutes';
import { boardMinutesView } from '../../domain/reads/boardView';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';
import { said } from '../../http/said';

/**
 * The board's minutes and comments (beyond the spec):
 * GET /board/{boardId}/minutes            the board's page for its lecturers: roles, minutes, every comment (admin too)
 * PUT /board/{boardId}/minutes            one project's decision, revisions and notes (the board's chair or secretary)
 * PUT /board/{boardId}/role               a lecturer's role on the board: chair, secretary or member (admin)
 * GET /documents/board/{id}/comments.csv  every comment of the board, formulas defused (admin, the board's lecturers)
 * GET /history/project/{projectId}/comments  every change of a comment of the project (admin)
 * GET /history/project/{projectId}/minutes   every version of the project's minutes, after publication flagged (admin)
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/board/:boardId/minutes',
    { config: { access: ['admin', 'teach'] }, schema: { tags: ['minutes'], summary: "The board's minutes and comments", params: S.params('boardId'), response: ok(R.envelopeOf(BoardMinutesView)) } },
    async (request) => ({ status: 200, data: await boardMinutesView(app.db, caller(request), request.params.boardId) }),
  );

  app.put(
    '/board/:boardId/minutes',
    { config: { access: ['teach'] }, schema: { tags: ['minutes'], summary: "Write a project's minutes (chair or secretary)", params: S.params('boardId'), body: MinutesInput, response: ok(R.envelopeOf(MinutesRecord)) } },
    async (request) => {
      const who = caller(request);
      const { record, afterPublication } = await writeMinutes(app.ctx, who, request.params.boardId, request.body);
      // the minutes of a published project changed: recorded like a publication, whoever wrote them
      if (afterPublication) {
        await app.audit.write({
          accountId: who.accountId,
          role: who.role,
          action: 'minutes.amend',
          targetKind: 'project',
          targetId: request.body.projectId,
          detail: `board ${request.params.boardId}, version ${record.Version}, decision ${record.Decision ?? 'none'}`,
          address: request.ip,
          outcome: 'ok',
        });
      }
      return { status: 200, ...said('minutesSaved'), data: record };
    },
  );

  app.put(
    '/board/:boardId/role',
    { config: { access: ['admin'] }, schema: { tags: ['minutes'], summary: "A lecturer's role on the board (admin)", params: S.params('boardId'), body: RoleInput, response: ok(R.envelopeOf(Type.Array(BoardLecturer))) } },
    async (request) => {
      const data = await setBoardRole(app.ctx, request.params.boardId, request.body.lectureInBoardId, request.body.role);
      return { status: 200, ...said('roleSaved'), data };
    },
  );

  app.get(
    '/documents/board/:id/comments.csv',
    {
      config: { access: ['admin', 'teach'] },
      schema: { summary: "Every comment of the board (CSV)", params: S.params('id'), querystring: S.row({ lang: S.optional(S.string({ pattern: '^(en|vi)$' })) }), response: ok(S.string()) },
    },
    async (request, reply) => {
      const view = await boardMinutesView(app.db, caller(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="board-${request.params.id}-comments.csv"`)
        .header('cache-control', 'no-store')
        .send(boardCommentsCsv(view, languageOf(request.query.lang)));
    },
  );

  app.get(
    '/history/project/:projectId/comments',
    { config: { access: ['admin'] }, schema: { summary: 'Comment history of a project, newest first (admin)', params: S.params('projectId'), response: ok(R.envelopeOf(Type.Array(CommentHistoryRow))) } },
    async (request) => {
      await requireRow(app.db, 'project', request.params.projectId);
      return { status: 200, data: await projectCommentHistory(app.db, request.params.projectId) };
    },
  );

  app.get(
    '/history/project/:projectId/minutes',
    { config: { access: ['admin'] }, schema: { summary: "Every version of a project's minutes, newest first (admin)", params: S.params('projectId'), response: ok(R.envelopeOf(Type.Array(MinutesHistoryRow))) } },
    async (request) => {
      await requireRow(app.db, 'project', request.params.projectId);
      return { status: 200, data: await minutesHistory(app.db, request.params.projectId) };
    },
  );
};

export default routes;
