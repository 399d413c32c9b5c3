import { SCORE_MAX, SCORE_MIN, toHundredths } from './grading';
import { MESSAGES } from './specMessages';

/*
 * What a score cell accepts, without Yup: the student and lecturer screens format and parse scores through this
 * module, so their first visit does not download the validation library. validation/scores.ts re-exports it.
 */

/** Spec section 5: submit with no students. */
export const NO_STUDENT_MESSAGE = MESSAGES.notPerformed;
export { SCORE_CONFLICT_MESSAGE, SCORE_DUPLICATE_MESSAGE, SCORE_PUBLISHED_MESSAGE, SCORE_SAVED_MESSAGE } from './scoreMessages';

/** A valid score: a number in [0, 10] with at most 2 decimals. */
export function isValidScore(value: unknown): value is number {
  return toHundredths(value) !== null;
}

/**
 * Why a value is not a score, as the code of its message (common/validation/texts): 'score' for anything that is not
 * a number from 0 to 10, 'scoreDecimals' for a number from 0 to 10 with more than two decimals (7.555); null for a
 * score. The screens and the server say the same through it.
 */
export type ScoreProblem = 'score' | 'scoreDecimals';
export function scoreProblem(value: unknown): ScoreProblem | null {
  if (isValidScore(value)) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < SCORE_MIN || value > SCORE_MAX) return 'score';
  return 'scoreDecimals';
}

/** A number as typed, '.' or ',' as the decimal separator ("7,5", ".5", "7."); NaN for anything else. */
function typedNumber(text: string): number {
  const t = text.trim().replace(',', '.');
  return /^(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

/** What is wrong with a cell's text: 'empty', a ScoreProblem, or null for a score. */
export function scoreTextProblem(text: string): 'empty' | ScoreProblem | null {
  if (text.trim() === '') return 'empty';
  return scoreProblem(typedNumber(text));
}

/**
 * Parses what a lecturer typed into a cell: a number with '.' or ',' as decimal separator.
 * Returns the number when valid, null when empty, undefined when invalid.
 */
export function parseScoreInput(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const n = typedNumber(text);
  return isValidScore(n) ? n : undefined;
}
