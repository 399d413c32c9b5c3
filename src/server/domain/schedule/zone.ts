/**
 * Wall-clock times of the university's time zone (TIME_ZONE) as instants, with the platform's Intl data only. Every
 * export that places a board or a slot in time (the .ics feeds and invitations, the schedule's CSV and .xlsx) goes
 * through `zonedInstant`, so a time that a daylight-saving change skips or repeats means the same instant in all.
 *
 * The rule is Temporal's 'compatible' disambiguation (what calendar apps do): a local time in a spring-forward gap
 * does not exist and moves forward by the gap (02:30 on a day that jumps from 02:00 to 03:00 is 03:30); a local time
 * a fall-back hour repeats takes the earlier offset (its first occurrence).
 */

import type { TermData } from './term';

const DAY_MS = 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();

/** `timeZone`'s offset from UTC at `instant`, ms (positive east of Greenwich). */
function offsetMs(instant: number, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** 'YYYY-MM-DD' + 'HH:MM' read in `timeZone` -> the instant (a gap moves forward by its length; a repeated hour takes its first). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, mi);
  // a zone changes its offset at most once around a given day: the offsets a day before and a day after are the two
  // it can have at this wall time (equal on the days without a change)
  const before = offsetMs(wall - DAY_MS, timeZone);
  const after = offsetMs(wall + DAY_MS, timeZone);
  const candidates = [wall - before, wall - after].filter((instant) => instant + offsetMs(instant, timeZone) === wall);
  // none: the wall time is skipped; read with the offset before the change it lands after it, forward by the gap
  return new Date(candidates.length > 0 ? Math.min(...candidates) : wall - before);
}

/** The local 'HH:MM' that `time` on `date` stands for: itself, except in a gap, where it is the time it moves to. */
export function zonedWallTime(date: string, time: string, timeZone: string): string {
  const instant = zonedInstant(date, time, timeZone).getTime();
  return new Date(instant + offsetMs(instant, timeZone)).toISOString().slice(11, 16);
}

/**
 * A term as its exports write it: every board's and slot's time the local time it stands for (`zonedWallTime`), so
 * the CSV and the workbook say the time the calendar feeds place the board at.
 */
export function termInZone(term: TermData, timeZone: string): TermData {
  const dateOf = new Map(term.boards.map((b) => [b.id, b.date]));
  return {
    ...term,
    boards: term.boards.map((b) => ({ ...b, start: zonedWallTime(b.date, b.start, timeZone), end: zonedWallTime(b.date, b.end, timeZone) })),
    slots: term.slots.map((s) => {
      const date = dateOf.get(s.boardId);
      return date ? { ...s, start: zonedWallTime(date, s.start, timeZone) } : s;
    }),
  };
}
