import type { ScheduleGridBoard } from '../../../../common/contract/schedule';
import { toMinutes } from '../../../../common/schedule/time';

/** Where the Schedule grid puts things: the days of a view, the rooms as columns, a row per quarter hour. */

export type ScheduleView = 'day' | 'week';

/** One row of the grid per this many minutes. */
export const STEP = 15;

const isoOf = (d: Date) => d.toISOString().slice(0, 10);
const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

export function addDays(iso: string, days: number): string {
  const d = dayOf(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return isoOf(d);
}

/** The days a view shows: the day itself, or Monday to Sunday of its week. */
export function daysOf(view: ScheduleView, iso: string): string[] {
  if (view === 'day') return [iso];
  const monday = addDays(iso, -((dayOf(iso).getUTCDay() + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The day to open: the first day with a board from today on, else the last day with one, else today. */
export function firstDay(boards: readonly ScheduleGridBoard[], today: string): string {
  const dates = boards.map((b) => b.Date).sort();
  return dates.find((d) => d >= today) ?? dates[dates.length - 1] ?? today;
}

export const roomsOf = (boards: readonly ScheduleGridBoard[]) => [...new Set(boards.map((b) => b.Room))].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));

export function subjectsOf(boards: readonly ScheduleGridBoard[]) {
  const byId = new Map(boards.map((b) => [b.SubjectId, { Id: b.SubjectId, Name: b.SubjectName }]));
  return [...byId.values()].sort((a, b) => a.Name.localeCompare(b.Name));
}

export function lecturersOf(boards: readonly ScheduleGridBoard[]) {
  const byId = new Map(boards.flatMap((b) => b.Lecturers).map((l) => [l.Id, l]));
  return [...byId.values()].sort((a, b) => a.Name.localeCompare(b.Name));
}

/** The hours a day's grid spans: whole hours around its boards (07:00 to 17:00 when the day is empty). */
export function hoursOf(boards: readonly ScheduleGridBoard[]): { from: number; to: number } {
  if (boards.length === 0) return { from: 7 * 60, to: 17 * 60 };
  const from = Math.min(...boards.map((b) => toMinutes(b.StartTime)));
  const to = Math.max(...boards.map((b) => toMinutes(b.EndTime)));
  return { from: Math.floor(from / 60) * 60, to: Math.max(Math.ceil(to / 60) * 60, Math.floor(from / 60) * 60 + 60) };
}

/** The CSS grid rows of a board (row 1 is the rooms' header). */
export function rowsOf(board: ScheduleGridBoard, from: number): { start: number; end: number } {
  const start = Math.floor((toMinutes(board.StartTime) - from) / STEP) + 2;
  return { start, end: Math.max(start + 1, Math.ceil((toMinutes(board.EndTime) - from) / STEP) + 2) };
}

/**
 * Side-by-side lanes for boards that overlap in one room (a conflict): each board's lane and the lanes of its room,
 * so clashing blocks are both readable instead of one covering the other.
 */
export function lanesOf(boards: readonly ScheduleGridBoard[]): Map<number, { lane: number; lanes: number }> {
  const out = new Map<number, { lane: number; lanes: number }>();
  for (const room of roomsOf(boards)) {
    const inRoom = boards.filter((b) => b.Room === room).sort((a, b) => toMinutes(a.StartTime) - toMinutes(b.StartTime));
    const laneEnds: number[] = [];
    for (const b of inRoom) {
      let lane = laneEnds.findIndex((end) => end <= toMinutes(b.StartTime));
      if (lane < 0) lane = laneEnds.length;
      laneEnds[lane] = toMinutes(b.EndTime);
      out.set(b.Id, { lane, lanes: 0 });
    }
    for (const b of inRoom) out.get(b.Id)!.lanes = laneEnds.length;
  }
  return out;
}
