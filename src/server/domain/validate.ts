import type { AnyObject, ObjectSchema } from 'yup';
import { ValidationError } from 'yup';
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
 * Runs a shared Yup schema (src/common/validation) strictly on a body the JSON schema already accepted
 * (strings trimmed first). The first failure answers 400 {status: 400, message} with the spec's message.
 */
export async function validateBody<T extends AnyObject>(schema: ObjectSchema<T>, body: unknown): Promise<T> {
  const value = trimStrings(body);
  try {
    await schema.validate(value, { abortEarly: true, strict: true });
  } catch (error) {
    if (error instanceof ValidationError) throw invalid(error.message);
    throw error;
  }
  return value as T;
}

/** The first failure of each field of a value (for imports): [{field, message}], empty when valid. */
export async function allErrors(schema: ObjectSchema<AnyObject>, value: unknown): Promise<{ field: string; message: string }[]> {
  try {
    await schema.validate(value, { abortEarly: false, strict: true });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length > 0 ? error.inner : [error];
    const byField = new Map<string, string>();
    for (const e of inner) if (!byField.has(e.path ?? '')) byField.set(e.path ?? '', e.message);
    return [...byField].map(([field, message]) => ({ field, message }));
  }
}
