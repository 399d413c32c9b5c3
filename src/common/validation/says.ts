import type { MessageCode } from '../messages/codes';
import type { FieldKey, ValidationCode } from './texts/en';

/**
 * How a rule of the shared schemas names its message: by code, never by sentence. `.required(says('required',
 * { field: 'name' }))` — the texts live once per language (texts/en.ts, texts/vi.ts; a server message's code of
 * common/messages/en.ts where the spec gives a form the same text). Yup calls the rule's message with the rule's own
 * values, so a limit written once in `.min(LIMITS.x, says('minLength', …))` becomes the message's `{{min}}`. A failed
 * rule's error message is then a `Said` ({code, params}): a form shows it in the chosen language
 * (client i18n `translateValidation`), the server answers its English text with the code and params
 * (domain/validate.ts). This module imports nothing, so a form's chunk carries no texts.
 */
export type SaidCode = ValidationCode | MessageCode;

/** A message by code: `params` are the values of its text, every one a string (`field`: a key of the fields). */
export type Said = {
  code: SaidCode;
  params: Record<string, string>;
};

/** A rule's message as declared: Yup calls it (adding the rule's limits); the code and params read as they are. */
export type SaidRule = Said & ((ruleValues?: object) => Said);

/** The values of its own a Yup rule passes to its message (`.min(n)`, `.max(n)`). */
const LIMITS = ['min', 'max'] as const;

export interface SaidParams {
  field?: FieldKey;
  min?: number;
  max?: number;
}

/** The message of a rule: its code and the values its text needs beyond the rule's own limits. */
export function says(code: SaidCode, params: SaidParams = {}): SaidRule {
  const own: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) if (value !== undefined) own[name] = String(value);
  const message = (ruleValues: object = {}): Said => {
    const limits: Record<string, string> = {};
    for (const name of LIMITS) {
      const value = (ruleValues as Record<string, unknown>)[name];
      if (typeof value === 'number' || typeof value === 'string') limits[name] = String(value);
    }
    return { code, params: { ...limits, ...own } };
  };
  return Object.assign(message, { code, params: own });
}

/** Whether a value (a Yup error's message, a Formik error) is a message by code. */
export function isSaid(value: unknown): value is Said {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false;
  const { code, params } = value as Partial<Said>;
  return typeof code === 'string' && typeof params === 'object' && params !== null;
}

/** The message of a failed validation: Yup's error's message by code, or null for one no rule of ours made. */
export function saidOf(error: { message?: unknown; errors?: unknown[]; inner?: { message?: unknown }[] }): Said | null {
  const first = error.inner && error.inner.length > 0 ? error.inner[0]?.message : (error.errors?.[0] ?? error.message);
  return isSaid(first) ? { code: first.code, params: first.params } : null;
}
