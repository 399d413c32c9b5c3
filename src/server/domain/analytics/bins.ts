import { SCORE_BIN_COUNT } from '../../../common/analytics';
import type { ScoreBin } from '../../../common/contract/analytics';

/** The bar of a score in hundredths: one point each, 10.00 in the last. The SQL aggregates use the same rule. */
export const binOfHundredths = (h: number) => Math.min(SCORE_BIN_COUNT - 1, Math.max(0, Math.floor(h / 100)));

/** Empty bars 0-1, 1-2, ... 9-10. */
export const emptyBins = (): ScoreBin[] => Array.from({ length: SCORE_BIN_COUNT }, (_, i) => ({ From: i, To: i + 1, Count: 0 }));

/** Bars counting each score (hundredths). */
export function binsOf(scores: Iterable<number>): ScoreBin[] {
  const bins = emptyBins();
  for (const s of scores) bins[binOfHundredths(s)]!.Count += 1;
  return bins;
}

/** A mean rounded to `digits` decimals for the wire (null for no values). */
export const rounded = (value: number | null, digits = 2): number | null => (value === null || !Number.isFinite(value) ? null : Number(value.toFixed(digits)));
