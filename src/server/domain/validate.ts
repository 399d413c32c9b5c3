import type { AnyObject, ObjectSchema } from 'yup';
import { ValidationError } from 'yup';
import { paramsOf } from '../../common/messages/codes';
import { englishText } from '../../common/validation/english';
import { saidOf, type Said } from '../../common/validation/says';
import { invalid } from './errors';

/** Field names whose values are never trimmed (a password is taken as typed). */
const UNTRIMMED = new Set(['password']);

/** Trims every string (also in nested objects and arrays) except passwords. */
export function trimStrings<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (UNTRIMMED.has(key) ? value : value.trim()) as T;
  if (Array.isArray(value)) return value.map((v) => trimStrings(v)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimStrings(v, k)])) as T;
  }
  return value;
}

/**
 * The message of a failed rule. Every rule of the shared schemas names its code (validationCodes.test.ts); Yup's own
 * default (a type the JSON schema refused already) still answers a 400 naming the field, never a 500.
 */
function failure(error: ValidationError): Said {
  const said = saidOf(error);
  if (said) return said;
  const where = `body.${error.path ?? ''}`;
  return { code: 'requestInvalid', params: paramsOf({ where, problem: String(error.errors[0] ?? 'is invalid') }) };
}

/**
 * Runs a shared Yup schema (src/common/validation) strictly on a body the JSON schema already accepted
 * (strings trimmed first). The first failure answers 400 {status: 400, message, code, params}: the rule's code, its
 * English text (the spec's message).
 */
export async function validateBody<T extends AnyObject>(schema: ObjectSchema<T>, body: unknown): Promise<T> {
  const value = trimStrings(body);
  try {
    await schema.validate(value, { abortEarly: true, strict: true });
  } catch (error) {
    if (error instanceof ValidationError) throw invalid(failure(error));
    throw error;
  }
  return value as T;
}

/** A refused field of an import's row: the rule's English text, its code and (when the text has any) params. */
export interface FieldError {
  field: string;
  message: string;
  code: string;
  params?: Record<string, string>;
}

/**
 * The first failure of each field of a value (for imports), empty when valid. Synchronous (the shared schemas have no
 * asynchronous rule; Yup's validateSync says so if one is ever added), so that no stack is captured for the errors a
 * file of bad rows makes: they are answers, not faults, and the traces made a refused 2,000-row file three times as
 * costly. `Error.stackTraceLimit` is restored before anything else can run.
 */
export function allErrors(schema: ObjectSchema<AnyObject>, value: unknown): FieldError[] {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  let inner: ValidationError[];
  try {
    schema.validateSync(value, { abortEarly: false, strict: true });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) {
      Error.stackTraceLimit = limit;
      // a fault, not a refused row: thrown again with its stack
      schema.validateSync(value, { abortEarly: false, strict: true });
      throw error;
    }
    inner = error.inner.length > 0 ? error.inner : [error];
  } finally {
    Error.stackTraceLimit = limit;
  }
  const byField = new Map<string, Said>();
  for (const e of inner) if (!byField.has(e.path ?? '')) byField.set(e.path ?? '', failure(e));
  return [...byField].map(([field, said]) => ({
    field,
    message: englishText(said),
    code: said.code,
    ...(Object.keys(said.params).length > 0 ? { params: said.params } : {}),
  }));
}
