import type { FastifyPluginAsync } from 'fastify';
import { fromHundredths } from '../../../common/grading';
import { notFound } from '../../http/errors';
import { S } from '../../http/validation';

/** One recorded score write (design.md section 4 "History"), as the project details page shows it. */
export interface ScoreHistoryRow {
  Id: number;
  StudentCode: string;
  StudentName: string;
  ColumnName: string;
  LecturerName: string;
  /** null for the first write of a cell */
  OldScore: number | null;
  NewScore: number;
  /** username of the account that wrote it */
  ChangedBy: string;
  ChangedAt: string;
}

/**
 * GET /history/project/{projectId} (admin, beyond the spec): every insert and update of a score of the
 * project — who, when, old and new value — newest first. Scores in points (stored in hundredths).
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { projectId: number } }>(
    '/history/project/:projectId',
    {
      config: { access: ['admin'] },
      schema: { summary: 'Score history of a project, newest first (admin)', params: S.params('projectId') },
    },
    async (request) => {
      const { projectId } = request.params;
      const project = await app.db.selectFrom('project').select('Id').where('Id', '=', projectId).executeTakeFirst();
      if (!project) throw notFound('Project');
      const rows = await app.db
        .selectFrom('score_history as h')
        .innerJoin('student_in_project as sp', 'sp.Id', 'h.StudentInProjectId')
        .innerJoin('student as st', 'st.Id', 'sp.StudentId')
        .innerJoin('score_column as c', 'c.Id', 'h.ScoreColumnId')
        .innerJoin('lecture_in_board as lb', 'lb.Id', 'h.LectureInBoardId')
        .innerJoin('lecturer as l', 'l.Id', 'lb.TeacherId')
        .innerJoin('account as a', 'a.Id', 'h.ChangedBy')
        .select([
          'h.Id',
          'st.Code as StudentCode',
          'st.Name as StudentName',
          'c.Name as ColumnName',
          'l.Name as LecturerName',
          'h.OldScore',
          'h.NewScore',
          'a.Username as ChangedBy',
          'h.ChangedAt',
        ])
        .where('sp.ProjectId', '=', projectId)
        .orderBy('h.ChangedAt', 'desc')
        .orderBy('h.Id', 'desc')
        .execute();
      const data: ScoreHistoryRow[] = rows.map((r) => ({
        ...r,
        OldScore: r.OldScore === null || r.OldScore === undefined ? null : fromHundredths(Number(r.OldScore)),
        NewScore: fromHundredths(Number(r.NewScore)),
      }));
      return { status: 200, data };
    },
  );
};

export default routes;
