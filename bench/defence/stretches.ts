export type Condition = 'alone' | 'abuser';
/** A stretch of a run: its requests and CPU counted for `condition`, or for none (`null`: settling after the abuse). */
export interface Stretch {
  condition: Condition | null;
  ms: number;
}

/**
 * How long the abuser's work admitted before a pause may still run (a PDF being drawn, a workbook being checked);
 * at most a third of a slot in short runs.
 */
export const SETTLE_MS = 5_000;

/**
 * The fairness run: the same traffic throughout, the abusive account beside it in its middle half, A B B A (4 slots
 * of `seconds` / 2: alone, abuser, abuser, alone). The machine is shared, and its other work comes and goes by the
 * minute: run one after the other, the run alone and the run beside the abuser had met different machines (the same
 * code's run alone at 39 ms p99 one morning, 240 that night); A B B A, a load that grows or shrinks steadily through
 * the run weighs on both halves alike. The abuse is one stretch, as long as a run of its own had been: its per-minute
 * allowances are spent as a continuous abuser spends them (interleaved in shorter stretches, each stretch began with
 * fresh windows, and the abuser got about 40 % more work through per second of abuse). After the abuse, a settling
 * time is counted for neither.
 */
export function fairnessStretches(seconds: number): Stretch[] {
  const slot = (seconds * 1000) / 2;
  const settle = Math.min(SETTLE_MS, slot / 3);
  const pattern: Condition[] = ['alone', 'abuser', 'abuser', 'alone'];
  const stretches: Stretch[] = [];
  for (const condition of pattern) {
    const last = stretches[stretches.length - 1];
    if (last?.condition === condition) last.ms += slot;
    else if (condition === 'alone' && last) stretches.push({ condition: null, ms: settle }, { condition, ms: slot - settle });
    else stretches.push({ condition, ms: slot });
  }
  return stretches;
}
