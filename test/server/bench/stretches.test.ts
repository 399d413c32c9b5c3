import { fairnessStretches, SETTLE_MS, type Condition } from '../../../bench/defence/stretches';

/** Where a condition's time sits in the run, on average (ms from the start). */
function centreOf(condition: Condition, seconds: number): { ms: number; centre: number } {
  let from = 0;
  let ms = 0;
  let weighted = 0;
  for (const s of fairnessStretches(seconds)) {
    if (s.condition === condition) {
      ms += s.ms;
      weighted += s.ms * (from + s.ms / 2);
    }
    from += s.ms;
  }
  return { ms, centre: weighted / ms };
}

describe('the fairness run interleaves the run alone and the run beside the abuser', () => {
  it.each([60, 40, 20])('%i s: twice the time in all, half of it beside the abuser, settling after each stretch of abuse', (seconds) => {
    const stretches = fairnessStretches(seconds);
    expect(stretches.reduce((s, x) => s + x.ms, 0)).toBe(2 * seconds * 1000);
    expect(stretches.map((s) => s.condition)).toEqual(['alone', 'abuser', null, 'alone']);
    expect(centreOf('abuser', seconds).ms).toBe(seconds * 1000);
    const settle = stretches.filter((s) => s.condition === null).map((s) => s.ms);
    expect(settle).toEqual([Math.min(SETTLE_MS, (seconds * 500) / 3)]);
    // the abuse is one stretch as long as a run of its own: its per-minute allowances spent as a continuous abuser's
    expect(stretches.filter((s) => s.condition === 'abuser').map((s) => s.ms)).toEqual([seconds * 1000]);
    expect(stretches.every((s) => s.ms > 0)).toBe(true);
  });

  it('a load that grows steadily through the run weighs on both halves alike: their centres are within 5 % of the run', () => {
    const alone = centreOf('alone', 60);
    const abuser = centreOf('abuser', 60);
    // run one after the other (A then B), the centres were half the run apart
    expect(Math.abs(alone.centre - abuser.centre)).toBeLessThan(0.05 * 120_000);
  });
});
