/** Clock times of the schedule: 'HH:MM' strings on the wire and in the database, minutes after midnight in the rules. */

/** 24-hour HH:MM, optionally with seconds: the whole text, so `09:30 PM` or `09:30abc` is no time */
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

/** 'HH:MM' (or 'HH:MM:SS') -> minutes after midnight; NaN for anything else. */
export function toMinutes(time: string): number {
  const m = HHMM.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

/** minutes after midnight -> 'HH:MM' (a slot may run past midnight in theory: shown modulo a day). */
export function fromMinutes(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export function isClockTime(time: string): boolean {
  return !Number.isNaN(toMinutes(time));
}

/** Half-open intervals [start, end): touching ends (11:00 then 11:00) do not overlap. */
export function overlaps(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}
