/** One recorded score write (design.md section 4 "History"): GET /history/project/{projectId}, newest first. */
export interface ScoreHistoryRow {
  Id: number;
  StudentCode: string;
  StudentName: string;
  ColumnName: string;
  LecturerName: string;
  /** points; null for the first write of a cell */
  OldScore: number | null;
  /** points */
  NewScore: number;
  /** username of the account that wrote it */
  ChangedBy: string;
  ChangedAt: string;
}
