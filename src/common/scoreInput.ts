import { toHundredths } from './grading';
import { MESSAGES } from './specMessages';

/*
 * What a score cell accepts, without Yup: the student and lecturer screens format and parse scores through this
 * module, so their first visit does not download the validation library. validation/scores.ts re-exports it.
 */

/** Spec section 5: submit with no students. */
export const NO_STUDENT_MESSAGE = MESSAGES.notPerformed;
/** Spec section 8: success snackbar of score insert and update. */
export const SCORE_SAVED_MESSAGE = 'Update grade successfully';
/** Optimistic-concurrency refusal (HTTP 409) of a score write whose version is stale. */
export const SCORE_CONFLICT_MESSAGE = 'These marks were changed elsewhere since you opened the page; reload to see them';
/** Refusal of any score write once the project is published. */
export const SCORE_PUBLISHED_MESSAGE = 'This project has been published: its marks can no longer change';
/** Refusal of a second insert of the same student's row. */
export const SCORE_DUPLICATE_MESSAGE = 'These marks have already been entered; use Update to change them';

/** A valid score: a number in [0, 10] with at most 2 decimals. */
export function isValidScore(value: unknown): value is number {
  return toHundredths(value) !== null;
}

/**
 * Parses what a lecturer typed into a cell: a number with '.' or ',' as decimal separator.
 * Returns the number when valid, null when empty, undefined when invalid.
 */
export function parseScoreInput(text: string): number | null | undefined {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  if (!/^\d{1,2}(\.\d{0,2})?$|^\.\d{1,2}$/.test(t)) return undefined;
  const n = Number(t);
  return isValidScore(n) ? n : undefined;
}
