import * as yup from 'yup';
import { SCORE_MAX, SCORE_MIN } from '../grading';
import { isValidScore } from '../scoreInput';
import { englishText } from './english';
import { says } from './says';

export {
  isValidScore,
  NO_STUDENT_MESSAGE,
  parseScoreInput,
  scoreProblem,
  scoreTextProblem,
  SCORE_CONFLICT_MESSAGE,
  SCORE_DUPLICATE_MESSAGE,
  SCORE_PUBLISHED_MESSAGE,
  SCORE_SAVED_MESSAGE,
} from '../scoreInput';

/** Spec section 5 "Score entry": the one message for an empty, non-numeric or out-of-range cell. */
export const SCORE_INVALID = says('score');
/** Its English text, as the server answers it. */
export const SCORE_MESSAGE = englishText(SCORE_INVALID);

/** Yup schema of one score cell (client-side early message; the server decides). */
export const scoreSchema = yup
  .number()
  .typeError(SCORE_INVALID)
  .required(SCORE_INVALID)
  .min(SCORE_MIN, SCORE_INVALID)
  .max(SCORE_MAX, SCORE_INVALID)
  .test('two-decimals', says('scoreDecimals'), (v) => v === undefined || isValidScore(v));
