import { fromHundredths } from '../../common/grading';
import type { ScoreHistoryRow } from '../../common/contract/history';
import type { Q } from './db';
import { withNoteNames } from './queries/joins';

/** Every insert and update of a score of the project — who, when, old and new value — newest first, in points. */
export async function projectHistory(db: Q, projectId: number): Promise<ScoreHistoryRow[]> {
  const changes = db
    .selectFrom('score_history as h')
    .innerJoin('account as a', 'a.Id', 'h.ChangedBy')
    .select(['h.Id', 'h.OldScore', 'h.NewScore', 'a.Username as ChangedBy', 'h.ChangedAt'])
    .orderBy('h.ChangedAt', 'desc')
    .orderBy('h.Id', 'desc');
  const rows = await withNoteNames(changes)
    .where('sp.ProjectId', '=', projectId)
    // a score always names its student and column (foreign keys): the shared left joins never miss here
    .$narrowType<{ StudentCode: string; StudentName: string; ColumnName: string }>()
    .execute();
  return rows.map((r) => ({
    ...r,
    OldScore: r.OldScore === null || r.OldScore === undefined ? null : fromHundredths(Number(r.OldScore)),
    NewScore: fromHundredths(Number(r.NewScore)),
  }));
}
