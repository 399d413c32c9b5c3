/**
 * Grading math (design.md section 4), in integers so that no float ever drifts:
 * scores in hundredths (7.25 -> 725), percents in ten-thousandths (0.3333 -> 3333).
 */

export const SCORE_MIN = 0;
export const SCORE_MAX = 10;

/** 7.25 -> 725; null when the value is not a number in [0, 10] with at most 2 decimals. */
export function toHundredths(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (value < SCORE_MIN || value > SCORE_MAX) return null;
  const scaled = Math.round(value * 100);
  if (Math.abs(scaled - value * 100) > 1e-6) return null;
  return scaled;
}

export function fromHundredths(h: number): number {
  return h / 100;
}

/** 0.3333 -> 3333; null when not a fraction in (0, 1] with at most 4 decimals. */
export function toBasisPoints(fraction: unknown): number | null {
  if (typeof fraction !== 'number' || !Number.isFinite(fraction)) return null;
  if (fraction <= 0 || fraction > 1) return null;
  const scaled = Math.round(fraction * 10000);
  if (Math.abs(scaled - fraction * 10000) > 1e-6) return null;
  return scaled;
}

export function fromBasisPoints(bp: number): number {
  return bp / 10000;
}

/** The nearest ten-thousandth of a fraction read from the server (0.3333 -> 3333), for sums and display. */
export function basisPointsOf(fraction: number): number {
  return Math.round(fraction * 10000);
}

/**
 * A percentage as a person types it ("33.33", "12,5", "100") as a fraction (0.3333), or undefined when empty;
 * NaN when it is not a number; exact to the ten-thousandth. Whether it is a valid column percent is the schemas'
 * call (scoreColumnSchema).
 */
export function percentTextToFraction(text: string): number | undefined {
  const t = text.trim().replace(',', '.');
  if (t === '') return undefined;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(t)) return Number.NaN;
  const fraction = Number(t) / 100;
  const bp = toBasisPoints(fraction);
  return bp === null ? fraction : fromBasisPoints(bp); // 33.34 / 100 is 0.33340000000000003: sent as 0.3334
}

/** A typed percentage in ten-thousandths of 1 (33.33 -> 3333), or null unless a valid column percent. */
export function percentTextToBasisPoints(text: string): number | null {
  const f = percentTextToFraction(text);
  return f === undefined ? null : toBasisPoints(f);
}

/** Ten-thousandths as the percentage a person reads and types: 3333 -> "33.33", 10000 -> "100". */
export function basisPointsToPercentText(bp: number): string {
  return String(bp / 100);
}

/**
 * Percents that make exactly 100 % again after a column is removed: in proportion to the remaining ones
 * (floored to ten-thousandths), the rounding remainder going to the last column.
 */
export function rebalanceBasisPoints(remaining: number[]): number[] {
  const total = remaining.reduce((a, b) => a + b, 0);
  if (remaining.length === 0 || total <= 0) return remaining.map(() => 0);
  const bps = remaining.map((bp) => Math.floor((bp * 10000) / total));
  bps[bps.length - 1]! += 10000 - bps.reduce((a, b) => a + b, 0);
  return bps;
}

/** Percents of a template sum to exactly 100 % (ten-thousandths make "within 0.0001" exact). */
export function percentsSumToOne(basisPoints: number[]): boolean {
  return basisPoints.length > 0 && basisPoints.reduce((a, b) => a + b, 0) === 10000;
}

export interface ColumnWeight {
  columnId: number;
  /** ten-thousandths */
  percentBp: number;
}

/**
 * One lecturer's weighted total for one student, exact, in millionths of a point
 * (hundredths x ten-thousandths). Null when a column has no score.
 */
export function lecturerTotalExact(columns: ColumnWeight[], scores: Map<number, number>): number | null {
  let total = 0;
  for (const col of columns) {
    const s = scores.get(col.columnId);
    if (s === undefined) return null;
    total += s * col.percentBp;
  }
  return total;
}

/** Rounds exact millionths of a point half up to hundredths: 4_995_000 -> 500. */
export function roundMillionthsToHundredths(millionths: number, divisor = 1): number {
  // value in hundredths = millionths / (10000 * divisor); half up with integers only.
  const denom = 10000 * divisor;
  return Math.floor((2 * millionths + denom) / (2 * denom));
}

/** Live total shown while a lecturer types: weighted total rounded half up to 2 decimals, or null if incomplete. */
export function lecturerTotal(columns: ColumnWeight[], scores: Map<number, number>): number | null {
  const exact = lecturerTotalExact(columns, scores);
  return exact === null ? null : fromHundredths(roundMillionthsToHundredths(exact));
}

/**
 * Final score of a student, in hundredths: the mean over the board's lecturers of their exact
 * weighted totals, rounded half up once, at the end.
 */
export function finalScoreHundredths(lecturerTotalsExact: number[]): number {
  if (lecturerTotalsExact.length === 0) throw new Error('No lecturer totals');
  const sum = lecturerTotalsExact.reduce((a, b) => a + b, 0);
  return roundMillionthsToHundredths(sum, lecturerTotalsExact.length);
}

export function isPass(finalHundredths: number, passMark: number): boolean {
  return finalHundredths >= passMarkHundredths(passMark);
}

/** A pass mark in points (PASS_MARK, e.g. 5) as stored with a published result: hundredths. */
export function passMarkHundredths(passMark: number): number {
  return Math.round(passMark * 100);
}
