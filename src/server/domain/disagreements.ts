import { completeTotals, disagreementOf, thresholdToHundredths } from '../../common/disagreement';
import type { BoardDisagreements, DisagreementProject } from '../../common/contract/disagreement';
import { fromHundredths, roundMillionthsToHundredths, type ColumnWeight } from '../../common/grading';
import { badRequest, notFound } from './errors';
import type { Q } from './db';
import { boardProjects } from './queries/joins';
import { loadBoardMarks, type LoadedBoard } from './marks';
import type { Ctx } from './context';

/**
 * Lecturers' totals further apart than the board's threshold (common/disagreement.ts holds the rule), so an admin
 * sees them before publishing. Who may read is checked by the caller (ownership.assertMayReadBoard).
 */
export async function boardDisagreements(db: Q, boardId: number): Promise<BoardDisagreements> {
  const [marks, projects] = await Promise.all([
    loadBoardMarks(db, boardId),
    boardProjects(db, boardId).select(['p.Id', 'p.Name', 'pp.Id as PublishedId']).execute(),
  ]);
  return disagreementsOf(
    marks,
    projects.map((r) => ({ Id: r.Id, Name: r.Name, Published: r.PublishedId !== null })),
  );
}

/** The board's disagreements from its marks; `projects` in defence order, as the answer lists them. */
export function disagreementsOf(loaded: LoadedBoard, projects: { Id: number; Name: string; Published: boolean }[]): BoardDisagreements {
  const { board, seats, columns: markColumns, marks: allMarks } = loaded;
  const columns: ColumnWeight[] = markColumns.map((c) => ({ columnId: c.id, percentBp: c.percentBp }));
  const names = new Map(seats.map((s) => [s.id, s.name]));
  const marks = new Map<number, Map<number, Map<number, number>>>(); // member -> seat -> column -> score
  for (const m of allMarks) {
    if (!names.has(m.seatId)) continue;
    const bySeat = marks.get(m.memberId) ?? new Map<number, Map<number, number>>();
    marks.set(m.memberId, bySeat);
    const byColumn = bySeat.get(m.seatId) ?? new Map<number, number>();
    bySeat.set(m.seatId, byColumn);
    byColumn.set(m.columnId, m.score);
  }
  const byProject = new Map<number, DisagreementProject>(
    projects.map((p) => [p.Id, { ProjectId: p.Id, ProjectName: p.Name, Published: p.Published, Students: [] }]),
  );
  // each project's members come in code order (the loader's)
  const members = loaded.projects.flatMap((p) => p.members.map((member) => ({ projectId: p.id, member })));
  for (const { projectId, member } of members) {
    if (columns.length === 0) break;
    const totals = completeTotals(columns, marks.get(member.id) ?? new Map());
    const flagged = disagreementOf(totals, board.disagreementThreshold);
    if (!flagged) continue;
    byProject.get(projectId)?.Students.push({
      StudentId: member.studentId,
      stdinprjId: member.id,
      Code: member.code,
      Name: member.name,
      Gap: fromHundredths(flagged.gap),
      Totals: totals
        .sort((a, b) => a.exact - b.exact || a.seat - b.seat)
        .map((t) => ({ LectureInBoardId: t.seat, TeacherName: names.get(t.seat) ?? '', Total: fromHundredths(roundMillionthsToHundredths(t.exact)) })),
    });
  }
  return { BoardId: board.id, Threshold: fromHundredths(board.disagreementThreshold), Projects: [...byProject.values()] };
}

/** Sets a board's threshold (points, 0-10, at most 2 decimals); an unknown board is 404, a bad value 400. */
export async function setDisagreementThreshold({ db }: Ctx, boardId: number, points: number): Promise<number> {
  const hundredths = thresholdToHundredths(points);
  if (hundredths === null) throw badRequest('thresholdInvalid');
  const result = await db.updateTable('board').set({ DisagreementThreshold: hundredths }).where('Id', '=', boardId).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('boardNotFound', { id: boardId });
  return fromHundredths(hundredths);
}
