import { timingStatus, type TimingStatus } from '../../../common/timing';

const RANK: Record<TimingStatus, number> = { 'On going': 0, Future: 1, Past: 2 };

/** The Evaluations list's order: boards on going first, then future, then past; newest date first within each. */
export function byTiming<R extends { SemesterStart: string; SemesterEnd: string; Date: string; Id: number }>(rows: readonly R[], today?: string): R[] {
  return [...rows].sort(
    (a, b) =>
      RANK[timingStatus(a.SemesterStart, a.SemesterEnd, today)] - RANK[timingStatus(b.SemesterStart, b.SemesterEnd, today)] ||
      b.Date.localeCompare(a.Date) ||
      b.Id - a.Id,
  );
}
