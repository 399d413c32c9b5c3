import { fromHundredths } from '../../common/grading';
import type { ScoreHistoryRow } from '../../common/contract/history';
import type { Q } from './db';

/** Every insert and update of a score of the project — who, when, old and new value — newest first, in points. */
export async function projectHistory(db: Q, projectId: number): Promise<ScoreHistoryRow[]> {
  const rows = await db
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
  return rows.map((r) => ({
    ...r,
    OldScore: r.OldScore === null || r.OldScore === undefined ? null : fromHundredths(Number(r.OldScore)),
    NewScore: fromHundredths(Number(r.NewScore)),
  }));
}
