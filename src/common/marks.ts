import { finalScoreHundredths, isPass, lecturerTotalExact, type ColumnWeight } from './grading';
import type { Publishability } from './contract/details';

/**
 * One model of a board's marks and the rules read from it (pure, like grading.ts). The server loads it once
 * (src/server/domain/marks.ts) for whatever it decides: who has marked, what is missing, whether the board is
 * terminated, whether a project may be published and with which results. Scores are hundredths of a point,
 * weights ten-thousandths (grading.ts).
 */

/** A lecturer's place on the board: marks are written through it. */
export interface Seat {
  id: number;
  lecturerId: number;
  name: string;
}

/** A score column of the board's template. */
export interface MarkColumn {
  id: number;
  name: string;
  percentBp: number;
}

/** A student as a member of a project: marks are given to the membership. */
export interface Member {
  id: number;
  studentId: number;
  code: string;
  name: string;
}

export interface MarkedProject {
  id: number;
  /** by code */
  members: Member[];
}

export interface Mark {
  memberId: number;
  seatId: number;
  columnId: number;
  score: number;
}

export interface BoardMarks {
  /** in seat order */
  seats: Seat[];
  /** in column order */
  columns: MarkColumn[];
  projects: MarkedProject[];
  /** the marks of the projects' members through the board's seats */
  marks: Mark[];
}

/** What one seat still has to enter for one project. */
export interface SeatGap {
  seat: Seat;
  members: { member: Member; columns: MarkColumn[] }[];
}

/** Who has marked a project. The SQL fast path (markOverviews) computes the same counts without the gaps. */
export interface ProgressCounts {
  members: number;
  columns: number;
  seats: { id: number; name: string }[];
  /** seat ids of the seats holding a score for every member in every column */
  markedBy: number[];
}

export interface ProjectProgress extends ProgressCounts {
  /** seats still missing something (none when the project has no member or the template no column) */
  gaps: SeatGap[];
}

/** Whether a project may be published; when not, why (and, for missing marks, whose): a wire shape (contract/details.ts). */
export type { Publishability };
export type PublishRefusal = NonNullable<Publishability['reason']>;

export interface StudentResult {
  studentId: number;
  score: number;
  pass: boolean;
}

const cellKey = (memberId: number, seatId: number, columnId: number) => `${memberId}:${seatId}:${columnId}`;

const indexes = new WeakMap<BoardMarks, Map<string, number>>();

/** The board's marks by cell, built once per model. */
function markIndex(board: BoardMarks): Map<string, number> {
  let index = indexes.get(board);
  if (!index) {
    index = new Map(board.marks.map((m) => [cellKey(m.memberId, m.seatId, m.columnId), m.score]));
    indexes.set(board, index);
  }
  return index;
}

function membersOf(board: BoardMarks, projectId: number): Member[] {
  return board.projects.find((p) => p.id === projectId)?.members ?? [];
}

function gapOf(board: BoardMarks, members: Member[], seat: Seat): SeatGap['members'] {
  const index = markIndex(board);
  return members
    .map((member) => ({ member, columns: board.columns.filter((c) => !index.has(cellKey(member.id, seat.id, c.id))) }))
    .filter((g) => g.columns.length > 0);
}

/** A seat has marked a project when it holds a score for every member in every column (never for an empty project). */
export function seatHasMarked(board: BoardMarks, projectId: number, seatId: number): boolean {
  const seat = board.seats.find((s) => s.id === seatId);
  const members = membersOf(board, projectId);
  if (!seat || members.length === 0 || board.columns.length === 0) return false;
  return gapOf(board, members, seat).length === 0;
}

export function projectProgress(board: BoardMarks, projectId: number): ProjectProgress {
  const members = membersOf(board, projectId);
  const gaps: SeatGap[] = [];
  const markedBy: number[] = [];
  for (const seat of board.seats) {
    const missing = gapOf(board, members, seat);
    if (missing.length > 0) gaps.push({ seat, members: missing });
    else if (members.length > 0 && board.columns.length > 0) markedBy.push(seat.id);
  }
  return {
    members: members.length,
    columns: board.columns.length,
    seats: board.seats.map((s) => ({ id: s.id, name: s.name })),
    markedBy,
    gaps,
  };
}

/** A board is terminated once any of its seats has given a mark: its seats and projects then stay as they are. */
export function isTerminated(board: BoardMarks): boolean {
  const seats = new Set(board.seats.map((s) => s.id));
  return board.marks.some((m) => seats.has(m.seatId));
}

/** A project with a mark takes and loses no member. */
export function isGraded(board: BoardMarks, projectId: number): boolean {
  const members = new Set(membersOf(board, projectId).map((m) => m.id));
  return board.marks.some((m) => members.has(m.memberId));
}

/**
 * A project may be published once it has members, its board has seats and columns, and every seat has marked
 * every member in every column. An empty project is named first: it is the refusal the spec words apart.
 */
export function publishability(progress: ProgressCounts): Publishability {
  const refuse = (reason: PublishRefusal, waitingFor: Publishability['waitingFor'] = []): Publishability => ({ ok: false, reason, waitingFor });
  if (progress.members === 0) return refuse('noStudent');
  if (progress.seats.length === 0) return refuse('noLecturer');
  if (progress.columns === 0) return refuse('noColumn');
  const marked = new Set(progress.markedBy);
  const waiting = progress.seats.filter((s) => !marked.has(s.id));
  if (waiting.length > 0) return refuse('missingMarks', waiting);
  return { ok: true, reason: null, waitingFor: [] };
}

/**
 * Every member's final score (the mean of the seats' exact weighted totals, rounded once) and outcome against
 * the pass mark in points; null while the project may not be published.
 */
export function finalResults(board: BoardMarks, projectId: number, passMark: number): StudentResult[] | null {
  if (!publishability(projectProgress(board, projectId)).ok) return null;
  const index = markIndex(board);
  const weights: ColumnWeight[] = board.columns.map((c) => ({ columnId: c.id, percentBp: c.percentBp }));
  return membersOf(board, projectId).map((member) => {
    const totals = board.seats.map((seat) => {
      const scores = new Map<number, number>();
      for (const c of board.columns) {
        const score = index.get(cellKey(member.id, seat.id, c.id));
        if (score !== undefined) scores.set(c.id, score);
      }
      return lecturerTotalExact(weights, scores)!;
    });
    const score = finalScoreHundredths(totals);
    return { studentId: member.studentId, score, pass: isPass(score, passMark) };
  });
}
