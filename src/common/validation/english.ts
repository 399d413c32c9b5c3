import { englishMessage, fill, type MessageCode } from '../messages/codes';
import type { Said } from './says';
import { VALIDATION_EN, type FieldKey } from './texts/en';

const MESSAGES: Record<string, string> = VALIDATION_EN.messages;

/**
 * The English text of a message by code (the spec's, as the server answers it): `{{field}}` is the field's name, or
 * `fieldName` when the subject is not a form's field (the server's configuration names its variable).
 */
export function englishText({ code, params }: Said, fieldName?: string): string {
  const { field, ...values } = params;
  const template = Object.hasOwn(MESSAGES, code) ? MESSAGES[code] : undefined;
  if (template === undefined) return englishMessage(code as MessageCode, values);
  if (field === undefined) return fill(template, values);
  return fill(template, { ...values, field: fieldName ?? VALIDATION_EN.fields[field as FieldKey] ?? field });
}
