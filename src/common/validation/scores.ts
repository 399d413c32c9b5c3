import * as yup from 'yup';
import { SCORE_MAX, SCORE_MIN } from '../grading';
import { isValidScore, SCORE_MESSAGE } from '../scoreInput';

export {
  isValidScore,
  NO_STUDENT_MESSAGE,
  parseScoreInput,
  SCORE_CONFLICT_MESSAGE,
  SCORE_DUPLICATE_MESSAGE,
  SCORE_MESSAGE,
  SCORE_PUBLISHED_MESSAGE,
  SCORE_SAVED_MESSAGE,
} from '../scoreInput';

/** Yup schema of one score cell (client-side early message; the server decides). */
export const scoreSchema = yup
  .number()
  .typeError(SCORE_MESSAGE)
  .required(SCORE_MESSAGE)
  .min(SCORE_MIN, SCORE_MESSAGE)
  .max(SCORE_MAX, SCORE_MESSAGE)
  .test('two-decimals', SCORE_MESSAGE, (v) => v === undefined || isValidScore(v));
