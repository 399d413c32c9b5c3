import { timingStatus, type TimingStatus } from '../../../common/timing';

const RANK: Record<TimingStatus, number> = { 'On going': 0, Future: 1, Past: 2 };

/** A board's own status: by its date (a board sits on one day), not by its semester's dates. */
export const boardTiming = (row: { Date: string }, today?: string): TimingStatus => timingStatus(row.Date, row.Date, today);

/**
 * The Evaluations list's order: today's boards first, then the coming ones (soonest first), then the past ones
 * (latest first).
 */
export function byTiming<R extends { Date: string; Id: number }>(rows: readonly R[], today?: string): R[] {
  return [...rows].sort((a, b) => {
    const ta = boardTiming(a, today);
    const tb = boardTiming(b, today);
    if (ta !== tb) return RANK[ta] - RANK[tb];
    return (ta === 'Future' ? a.Date.localeCompare(b.Date) : b.Date.localeCompare(a.Date)) || b.Id - a.Id;
  });
}
