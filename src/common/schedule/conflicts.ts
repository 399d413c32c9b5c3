import { overlaps, toMinutes } from './time';

/**
 * The one rule of the defence schedule: nobody and no room in two places at once. Pure and engine-free, so the
 * server checks a change before saving and the whole term with the same function (domain/schedule/), and the
 * property tests (conflicts.test.ts) can try it on random terms.
 */

export interface ScheduleBoard {
  id: number;
  date: string;
  /** 'HH:MM' */
  start: string;
  end: string;
  room: string;
  lecturerIds: readonly number[];
}

export interface ScheduleSlot {
  projectId: number;
  boardId: number;
  /** the intended time 'HH:MM' */
  start: string;
  /** protection time in minutes */
  minutes: number;
}

export interface ScheduleTerm {
  boards: readonly ScheduleBoard[];
  slots: readonly ScheduleSlot[];
  /** the students of each project (a student of two projects may defend twice, never at once) */
  students: ReadonlyArray<{ projectId: number; studentId: number }>;
}

export type ConflictKind = 'lecturer' | 'room' | 'slotOutside' | 'slotOverlap' | 'projectTwice' | 'student';
export const CONFLICT_KINDS: readonly ConflictKind[] = ['lecturer', 'room', 'slotOutside', 'slotOverlap', 'projectTwice', 'student'];

export interface ScheduleConflict {
  kind: ConflictKind;
  date: string;
  /** the boards involved (one for a slot outside its board's hours or two slots of one board) */
  boardIds: number[];
  /** the projects involved (slot kinds, project twice, student) */
  projectIds: number[];
  lecturerId?: number;
  studentId?: number;
  room?: string;
}

/** Rooms compare without case or surrounding spaces ('B-201 ' is 'b-201'). */
export const roomKey = (room: string) => room.trim().toLowerCase();

interface Span<T> {
  start: number;
  end: number;
  item: T;
}

/** Every overlapping pair among the spans of one group (sorted sweep: the pairs it reports are the real ones). */
function overlappingPairs<T>(spans: Span<T>[], report: (a: T, b: T) => void): void {
  // most groups (a student's defences, a lecturer's day) hold one span: nothing to pair, nothing to allocate
  if (spans.length < 2) return;
  spans.sort((x, y) => x.start - y.start || x.end - y.end);
  const active: Span<T>[] = [];
  for (const s of spans) {
    for (let i = active.length - 1; i >= 0; i--) if (active[i]!.end <= s.start) active.splice(i, 1);
    for (const a of active) if (overlaps(a.start, a.end, s.start, s.end)) report(a.item, s.item);
    if (s.end > s.start) active.push(s);
  }
}

function grouped<T, K extends string | number = string>(entries: Array<[K, Span<T>]>): Span<T>[][] {
  const map = new Map<K, Span<T>[]>();
  for (const [key, span] of entries) {
    const list = map.get(key);
    if (list) list.push(span);
    else map.set(key, [span]);
  }
  return [...map.values()];
}

const sortedPair = (a: number, b: number): number[] => (a <= b ? [a, b] : [b, a]);

/** The slot's interval in minutes, or null when its time cannot be read. */
export function slotSpan(slot: Pick<ScheduleSlot, 'start' | 'minutes'>): { start: number; end: number } | null {
  const start = toMinutes(slot.start);
  return Number.isNaN(start) ? null : { start, end: start + Math.max(0, slot.minutes) };
}

/** Every conflict of a term (or of any set of boards, slots and seats), each pair reported once. */
export function findConflicts(term: ScheduleTerm): ScheduleConflict[] {
  const out: ScheduleConflict[] = [];
  const boards = new Map(term.boards.map((b) => [b.id, b]));
  const boardSpan = (b: ScheduleBoard): Span<ScheduleBoard> => ({ start: toMinutes(b.start), end: toMinutes(b.end), item: b });

  for (const group of grouped(term.boards.map((b) => [`${b.date}|${roomKey(b.room)}`, boardSpan(b)] as [string, Span<ScheduleBoard>]))) {
    overlappingPairs(group, (a, b) => out.push({ kind: 'room', date: a.date, boardIds: sortedPair(a.id, b.id), projectIds: [], room: a.room.trim() }));
  }
  const seats: Array<[string, Span<{ board: ScheduleBoard; lecturerId: number }>]> = [];
  for (const b of term.boards) {
    const span = boardSpan(b);
    for (const lecturerId of new Set(b.lecturerIds)) seats.push([`${b.date}|${lecturerId}`, { ...span, item: { board: b, lecturerId } }]);
  }
  for (const group of grouped(seats)) {
    overlappingPairs(group, (a, b) =>
      out.push({ kind: 'lecturer', date: a.board.date, boardIds: sortedPair(a.board.id, b.board.id), projectIds: [], lecturerId: a.lecturerId }),
    );
  }

  const boardOfProject = new Map<number, ScheduleSlot>();
  const slotSpans: Array<[number, Span<ScheduleSlot>]> = [];
  const boardHours = new Map(term.boards.map((b) => [b.id, { start: toMinutes(b.start), end: toMinutes(b.end) }]));
  const placed: Array<{ slot: ScheduleSlot; span: { start: number; end: number }; date: string }> = [];
  for (const slot of term.slots) {
    const board = boards.get(slot.boardId);
    const first = boardOfProject.get(slot.projectId);
    if (first && first.boardId !== slot.boardId) {
      out.push({ kind: 'projectTwice', date: board?.date ?? '', boardIds: sortedPair(first.boardId, slot.boardId), projectIds: [slot.projectId] });
    } else if (!first) boardOfProject.set(slot.projectId, slot);
    if (!board) continue;
    const span = slotSpan(slot);
    const hours = boardHours.get(board.id)!;
    if (!span || span.start < hours.start || span.end > hours.end) {
      out.push({ kind: 'slotOutside', date: board.date, boardIds: [board.id], projectIds: [slot.projectId] });
    }
    if (!span) continue;
    slotSpans.push([board.id, { ...span, item: slot }]);
    placed.push({ slot, span, date: board.date });
  }
  for (const group of grouped(slotSpans)) {
    overlappingPairs(group, (a, b) => {
      const board = boards.get(a.boardId)!;
      out.push({ kind: 'slotOverlap', date: board.date, boardIds: [board.id], projectIds: sortedPair(a.projectId, b.projectId) });
    });
  }

  const placedByProject = new Map<number, (typeof placed)[number][]>();
  for (const p of placed) {
    const list = placedByProject.get(p.slot.projectId);
    if (list) list.push(p);
    else placedByProject.set(p.slot.projectId, [p]);
  }
  // each student's placed slots; only a student with two or more can clash (20,000 students, most with one)
  const slotsOfStudent = new Map<number, (typeof placed)[number][]>();
  for (const { projectId, studentId } of term.students) {
    const mine = placedByProject.get(projectId);
    if (!mine) continue;
    const list = slotsOfStudent.get(studentId);
    if (list) list.push(...mine);
    else slotsOfStudent.set(studentId, [...mine]);
  }
  for (const [studentId, mine] of slotsOfStudent) {
    if (mine.length < 2) continue;
    for (const group of grouped(mine.map((p) => [p.date, { ...p.span, item: p }] as [string, Span<(typeof placed)[number]>]))) {
      overlappingPairs(group, (a, b) => {
        // one project on two boards is already 'projectTwice'; a student is in two places only across projects
        if (a.slot.projectId === b.slot.projectId) return;
        out.push({
          kind: 'student',
          date: a.date,
          boardIds: sortedPair(a.slot.boardId, b.slot.boardId),
          projectIds: sortedPair(a.slot.projectId, b.slot.projectId),
          studentId,
        });
      });
    }
  }
  return out;
}

/** A stable key of a conflict (the same clash found twice is one). */
export function conflictKey(c: ScheduleConflict): string {
  return [c.kind, c.date, c.boardIds.join('+'), c.projectIds.join('+'), c.lecturerId ?? '', c.studentId ?? '', c.room ? roomKey(c.room) : ''].join('|');
}

/** The conflicts a change brings: those found after it and not before it. */
export function newConflicts(before: ScheduleTerm, after: ScheduleTerm): ScheduleConflict[] {
  const known = new Set(findConflicts(before).map(conflictKey));
  return findConflicts(after).filter((c) => !known.has(conflictKey(c)));
}
