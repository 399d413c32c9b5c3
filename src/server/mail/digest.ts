import { zonedInstant } from '../domain/schedule/zone';
import { dateIn } from './reminders';

/**
 * The daily digest leaves at `hour` o'clock in the university's zone: a digest row is due once that moment has
 * passed since it was written. Answers the latest such moment at or before `now` (epoch ms).
 */
export function digestCutoff(now: Date, timeZone: string, hour: number): number {
  const today = dateIn(now, timeZone);
  const at = zonedInstant(today, `${String(hour).padStart(2, '0')}:00`, timeZone).getTime();
  if (at <= now.getTime()) return at;
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return zonedInstant(d.toISOString().slice(0, 10), `${String(hour).padStart(2, '0')}:00`, timeZone).getTime();
}
