import type { Static } from '@sinclair/typebox';
import { int, nNum, num, row, str } from './kit';

/**
 * One recorded score write (design.md section 4 "History"): GET /history/project/{projectId}, newest first.
 * Scores in points (OldScore null for the first write of a cell); ChangedBy: the username of the account that wrote it.
 */
export const ScoreHistoryRow = row({
  Id: int, StudentCode: str, StudentName: str, ColumnName: str, LecturerName: str, OldScore: nNum, NewScore: num, ChangedBy: str, ChangedAt: str,
});
export type ScoreHistoryRow = Static<typeof ScoreHistoryRow>;
