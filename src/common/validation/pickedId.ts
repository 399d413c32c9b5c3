import * as yup from 'yup';
import { says, type SaidRule } from './says';
import type { FieldKey } from './texts/en';

/**
 * An id picked in a select (or sent by a screen): 0, empty or not a whole number means none chosen, and every way of
 * not choosing says the one message — by default "<field> is required"; the spec words a few otherwise
 * ('Subject ID Required'), so a rule may give its own.
 */
export function pickedId(field: FieldKey, message: SaidRule = says('required', { field })) {
  return yup.number().typeError(message).required(message).integer(message).min(1, message);
}
