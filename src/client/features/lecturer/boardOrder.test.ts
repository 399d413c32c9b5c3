import { boardTiming, byTiming } from './boardOrder';

const row = (Id: number, Date: string) => ({ Id, Date, SemesterStart: '2026-09-01', SemesterEnd: '2026-12-31' });

describe("the Evaluations list's order and a board's status", () => {
  it("takes a board's status from its own date, not its semester's", () => {
    // the semester is on going on each of these days; the boards are not
    expect(boardTiming(row(1, '2026-11-20'), '2026-11-27')).toBe('Past');
    expect(boardTiming(row(2, '2026-11-27'), '2026-11-27')).toBe('On going');
    expect(boardTiming(row(3, '2026-12-02'), '2026-11-27')).toBe('Future');
  });

  it("puts today's boards first, then the coming ones soonest first, then the past ones latest first", () => {
    const rows = [row(1, '2026-11-20'), row(2, '2026-11-27'), row(3, '2026-12-02'), row(4, '2026-12-20'), row(5, '2026-11-01')];
    expect(byTiming(rows, '2026-11-27').map((r) => r.Id)).toEqual([2, 3, 4, 1, 5]);
  });
});
