import { fromMinutes, toMinutes } from './time';

/** A board's running order: each project's start and end, the gap before it and whether it runs past the board. */

export interface OrderedSlot {
  projectId: number;
  /** 'HH:MM' */
  start: string;
  minutes: number;
}

export interface RunningOrderLine extends OrderedSlot {
  end: string;
  /** minutes idle since the previous slot ended (or since the board started); negative = overlapping it */
  gapBefore: number;
  /** starts before the board or ends after it */
  outside: boolean;
}

export function runningOrder(boardStart: string, boardEnd: string, slots: readonly OrderedSlot[]): RunningOrderLine[] {
  const open = toMinutes(boardStart);
  const close = toMinutes(boardEnd);
  let previousEnd = open;
  return slots.map((s) => {
    const start = toMinutes(s.start);
    const end = start + s.minutes;
    const line = { ...s, end: fromMinutes(end), gapBefore: start - previousEnd, outside: start < open || end > close };
    previousEnd = Math.max(previousEnd, end);
    return line;
  });
}

/** "Pack from the start": the slots in this order from the board's start, `changeover` minutes between two. */
export function packFromStart(boardStart: string, slots: ReadonlyArray<{ projectId: number; minutes: number }>, changeover: number): OrderedSlot[] {
  let at = toMinutes(boardStart);
  return slots.map((s) => {
    const slot = { projectId: s.projectId, start: fromMinutes(at), minutes: s.minutes };
    at += s.minutes + changeover;
    return slot;
  });
}

/** Minutes the running order needs beyond the board's end (0 when it fits). */
export function overrunMinutes(boardEnd: string, lines: readonly RunningOrderLine[]): number {
  const last = Math.max(...lines.map((l) => toMinutes(l.start) + l.minutes), 0);
  return Math.max(0, last - toMinutes(boardEnd));
}
