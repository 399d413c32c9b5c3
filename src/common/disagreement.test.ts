import { completeTotals, DEFAULT_DISAGREEMENT_THRESHOLD, disagreementOf, thresholdToHundredths } from './disagreement';
import { lecturerTotalExact } from './grading';

const columns = [
  { columnId: 1, percentBp: 5000 },
  { columnId: 2, percentBp: 5000 },
];
const marks = (a: number, b: number) =>
  new Map([
    [1, a],
    [2, b],
  ]);
const total = (seat: number, a: number, b: number) => ({ seat, exact: lecturerTotalExact(columns, marks(a, b))! });

describe('disagreement rule', () => {
  it('the default threshold is 2.00 points', () => expect(DEFAULT_DISAGREEMENT_THRESHOLD).toBe(200));

  it('flags totals more than the threshold apart, with the gap in hundredths and the two seats', () => {
    // seat 1: 8.00, seat 2: 5.50 -> gap 2.50
    expect(disagreementOf([total(1, 800, 800), total(2, 500, 600)], 200)).toEqual({ gap: 250, low: 2, high: 1 });
  });

  it('does not flag a gap of exactly the threshold, or less', () => {
    expect(disagreementOf([total(1, 800, 800), total(2, 600, 600)], 200)).toBeNull();
    expect(disagreementOf([total(1, 800, 800), total(2, 700, 650)], 200)).toBeNull();
  });

  it('compares exact totals: 2.005 apart is above 2.00 although both round to the same display', () => {
    // seat 1: (800 + 801) / 2 = 8.005 exactly; seat 2: 6.00 -> gap 2.005 > 2.00
    const flagged = disagreementOf([total(1, 800, 801), total(2, 600, 600)], 200);
    expect(flagged).toEqual({ gap: 201, low: 2, high: 1 });
  });

  it('uses the widest pair among three lecturers', () => {
    expect(disagreementOf([total(1, 700, 700), total(2, 900, 900), total(3, 600, 600)], 200)).toEqual({ gap: 300, low: 3, high: 2 });
  });

  it('needs two complete totals', () => {
    expect(disagreementOf([], 200)).toBeNull();
    expect(disagreementOf([total(1, 0, 0)], 0)).toBeNull();
  });

  it('a threshold of 0 flags any difference', () => {
    expect(disagreementOf([total(1, 800, 800), total(2, 800, 801)], 0)).toEqual({ gap: 1, low: 1, high: 2 });
    expect(disagreementOf([total(1, 800, 800), total(2, 800, 800)], 0)).toBeNull();
  });

  it('leaves out lecturers who have not marked every column', () => {
    const bySeat = new Map([
      [1, marks(900, 900)],
      [2, new Map([[1, 100]])],
      [3, marks(600, 600)],
    ]);
    expect(completeTotals(columns, bySeat).map((t) => t.seat)).toEqual([1, 3]);
    expect(disagreementOf(completeTotals(columns, bySeat), 200)).toEqual({ gap: 300, low: 3, high: 1 });
  });

  it('reads a threshold in points', () => {
    expect(thresholdToHundredths(2)).toBe(200);
    expect(thresholdToHundredths(1.25)).toBe(125);
    expect(thresholdToHundredths(0)).toBe(0);
    for (const bad of [-1, 10.01, 1.255, Number.NaN, '2', null]) expect(thresholdToHundredths(bad)).toBeNull();
  });
});
