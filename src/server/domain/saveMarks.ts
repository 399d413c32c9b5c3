import type { CommentInput } from '../../common/contract/words';
import type { MarkingSaveRow } from '../../common/contract/marking';
import { says } from '../../common/validation/says';
import type { TokenClaims } from '../auth/tokens';
import type { Ctx } from './context';
import { badRequest, forbidden, invalid } from './errors';
import { projectOfStudentInProjectOnBoard } from './marking';
import { lecturerInBoardOfCaller, seatOfCallerForProject } from './ownership';
import { writeScores, type CellInput, type WriteResult } from './scoreWrites';

/**
 * Saving marks: the one use case behind the three score routes. Each request names the seat it writes through;
 * the seat must be the caller's, the project on that seat's board; the cells are written in one transaction and
 * the change announced on the live stream (open screens of that board and project refetch).
 */

/** A whole grid row as the marking screen sends it. */
export type GridRow = Omit<MarkingSaveRow, 'scores'> & { scores: Record<string, unknown> };

export type SaveMarksRequest =
  /** one student's whole row (every column): new cells only; the member id may ride inside `scores` */
  | { kind: 'row'; seatId: number; memberId?: number; scores: Record<string, unknown> }
  /** one cell, optionally version-checked */
  | { kind: 'cell'; seatId: number; memberId: number; columnId: number; score: unknown; version?: number }
  /** a project's whole grid, each cell checked against the version the page loaded */
  | { kind: 'grid'; seatId: number; projectId: number; rows: GridRow[]; comments?: CommentInput[] };

export interface SavedMarks extends WriteResult {
  boardId: number;
  projectId: number;
}

const COLUMN_KEY = /^[1-9]\d{0,9}$/;

/** The cells of one student's row: `scores` maps column ids to values, and may carry the member id itself. */
export function cellsOfScoreRow(scores: Record<string, unknown>, topLevelId: number | undefined): { memberId: number; cells: CellInput[] } {
  const inner = scores.stdinprjId;
  const memberId = topLevelId ?? (typeof inner === 'number' && Number.isInteger(inner) && inner > 0 ? inner : undefined);
  if (memberId === undefined) throw badRequest('missingProperty', { where: 'body', property: 'stdinprjId' });
  const cells: CellInput[] = [];
  for (const [key, value] of Object.entries(scores)) {
    if (key === 'stdinprjId') continue;
    if (!COLUMN_KEY.test(key)) throw badRequest('unknownScoreColumn', { key });
    cells.push({ memberId, columnId: Number(key), value });
  }
  if (cells.length === 0) throw invalid(says('score'));
  return { memberId, cells };
}

/** The cells of a whole grid, each with the Version the page loaded. */
export function cellsOfGrid(rows: GridRow[]): CellInput[] {
  if (rows.length === 0) throw badRequest('notPerformed');
  return rows.flatMap((row) =>
    Object.entries(row.scores).map(([col, value]) => ({ memberId: row.stdinprjId, columnId: Number(col), value, expectedVersion: row.versions?.[col] })),
  );
}

export async function saveMarks(ctx: Ctx, who: TokenClaims, request: SaveMarksRequest, origin?: string): Promise<SavedMarks> {
  if (who.role !== 'teach') throw forbidden();
  // a malformed row is refused before any read
  const row = request.kind === 'row' ? cellsOfScoreRow(request.scores, request.memberId) : null;
  // a grid names its project: the seat and the project on the seat's board are checked in one query
  const seat = request.kind === 'grid' ? await seatOfCallerForProject(ctx.db, who, request.seatId, request.projectId) : await lecturerInBoardOfCaller(ctx.db, who, request.seatId);
  let projectId: number;
  let result: WriteResult;
  switch (request.kind) {
    case 'row':
      projectId = await projectOfStudentInProjectOnBoard(ctx.db, row!.memberId, seat.BoardId);
      result = await writeScores(ctx, { who, seat, projectId, cells: row!.cells, mode: 'insert', requireComplete: true });
      break;
    case 'cell':
      projectId = await projectOfStudentInProjectOnBoard(ctx.db, request.memberId, seat.BoardId);
      result = await writeScores(ctx, {
        who,
        seat,
        projectId,
        cells: [{ memberId: request.memberId, columnId: request.columnId, value: request.score, expectedVersion: request.version }],
        mode: 'update',
      });
      break;
    case 'grid':
      projectId = request.projectId;
      result = await writeScores(ctx, {
        who,
        seat,
        projectId,
        cells: cellsOfGrid(request.rows),
        mode: 'save',
        requireComplete: true,
        requireAllStudents: true,
        comments: request.comments,
      });
      break;
  }
  // announced after the commit; a lost announcement costs a refetch on reconnect, never the save
  void ctx.live.publish({ kind: 'score', boardId: seat.BoardId, projectId, ...(origin ? { origin } : {}) });
  return { ...result, boardId: seat.BoardId, projectId };
}
