/** Timing status of a semester or board (spec section 4), by today's date against the semester's dates, inclusive. */
export type TimingStatus = 'Future' | 'On going' | 'Past';

export function dateOnly(value: string | null | undefined): string {
  return (value ?? '').slice(0, 10);
}

export function todayIso(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function timingStatus(start: string, end: string, today: string = todayIso()): TimingStatus {
  const s = dateOnly(start);
  const e = dateOnly(end);
  if (today < s) return 'Future';
  if (today > e) return 'Past';
  return 'On going';
}

export const TIMING_COLORS: Record<TimingStatus, string> = {
  Future: '#c62828',
  'On going': '#2e7d32',
  Past: '#616161',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** HH:MM, 00:00 to 23:59. */
export function isTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}
