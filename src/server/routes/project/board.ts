import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsync } from 'fastify';
import type { BoardProjectRow, ProjectRow } from '../../../common/dto/details';
import { caller } from '../../auth/guard';
import { assertMayReadBoard, findBoard } from '../../domain/boardMembership';
import { boardProjectRows } from '../../domain/boards';
import { requireRow } from '../../domain/catalog';
import { boardCompletion } from '../../domain/completion';
import { publishProject } from '../../domain/publication';
import { S } from '../../http/validation';

/**
 * Projects of a board and publication (spec section 7):
 * GET /project/{boardId}/evalution -> [{id, name, notion, CourseId, teacherMark: {teacherQuan, teacherQuanMarked},
 *   Published, IntendTime, OrderNo, ProtectTime}] (admin, or a lecturer on that board)
 * GET /project/{boardId}/projectsnoboard -> {status: 201, data: [{Id, Name, Notion, CourseId, CourseName}]}
 *   projects of the board's semester and subject that are on no board (admin)
 * POST /project/{id}/public -> {status: 200, message, data: [{StudentId, Score, Result}]}; refused (inner 401)
 *   'Ineligible for publicity', already published, no student (admin)
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { boardId: number } }>(
    '/project/:boardId/evalution',
    { config: { access: ['admin', 'teach'] }, schema: { summary: 'Projects on a board with their marking overview', params: S.params('boardId') } },
    async (request): Promise<BoardProjectRow[]> => {
      const { boardId } = request.params;
      await assertMayReadBoard(app.db, caller(request), boardId);
      const board = await findBoard(app.db, boardId);
      const [rows, completion] = await Promise.all([
        boardProjectRows(app.db, boardId),
        boardCompletion(app.db, boardId, board.TemplateId),
      ]);
      return rows.map((r) => {
        const c = completion.get(r.Id);
        return {
          id: r.Id,
          name: r.Name,
          notion: r.Notion,
          CourseId: r.CourseId,
          teacherMark: { teacherQuan: c?.teacherQuan ?? 0, teacherQuanMarked: c?.teacherQuanMarked ?? 0 },
          Published: r.Published,
          IntendTime: r.IntendTime,
          OrderNo: r.OrderNo,
          ProtectTime: r.ProtectTime,
        };
      });
    },
  );

  app.get<{ Params: { boardId: number } }>(
    '/project/:boardId/projectsnoboard',
    { config: { access: ['admin'] }, schema: { summary: "Projects of the board's semester and subject on no board", params: S.params('boardId') } },
    async (request) => {
      const board = await findBoard(app.db, request.params.boardId);
      const data: ProjectRow[] = await app.db
        .selectFrom('project as p')
        .innerJoin('course as c', 'c.Id', 'p.CourseId')
        .leftJoin('project_in_board as pb', 'pb.ProjectId', 'p.Id')
        .select(['p.Id', 'p.Name', 'p.Notion', 'p.CourseId', 'c.Name as CourseName'])
        .where('c.SemesterId', '=', board.SemesterId)
        .where('c.SubjectId', '=', board.SubjectId)
        .where('pb.Id', 'is', null)
        .orderBy('p.Id')
        .execute();
      return { status: 201, data };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/project/:id/public',
    { config: { access: ['admin'] }, schema: { summary: "Publish a project's results (once; every lecturer of its board must have marked it)", params: S.params('id') } },
    async (request) => {
      const { id } = request.params;
      await requireRow(app.db, 'project', id, `Project ${id}`);
      const results = await publishProject(app.db, app.dbHandle.engine, id, caller(request).accountId, app.config.passMark);
      return {
        status: 200,
        message: 'Published successfully',
        data: results.map((r) => ({ StudentId: r.studentId, Score: r.score / 100, Result: r.pass })),
      };
    },
  );
};

export default routes;
