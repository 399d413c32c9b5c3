import { MESSAGES_EN, MESSAGES_EN_ONE } from './en';

/** A server message's code: a key of the English table (en.ts). */
export type MessageCode = keyof typeof MESSAGES_EN;

/** The `{{variables}}` of a template, as a union of their names. */
type Variables<T extends string> = T extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Variables<Rest> : never;

/** The variables of a message code's text, each a string or a number. */
export type MessageParams<C extends MessageCode> = Record<Variables<(typeof MESSAGES_EN)[C]>, string | number>;

/**
 * The arguments after the code: none for a text without variables, else exactly its variables (the type checker
 * refuses a missing or an unknown one).
 */
export type ParamsArg<C extends MessageCode> = [Variables<(typeof MESSAGES_EN)[C]>] extends [never] ? [] : [params: MessageParams<C>];

/** The values a message answer carries beside its code (`params` of the envelope): every variable as a string. */
export type Params = Record<string, string>;

/** The English text of a code with its variables filled in (a count of one said in the singular). */
export function englishMessage(code: MessageCode, params: Record<string, string | number> = {}): string {
  const one = Number(params.count) === 1 ? MESSAGES_EN_ONE[code] : undefined;
  return fill(one ?? MESSAGES_EN[code], params);
}

/** Fills `{{name}}` in a template (a missing variable stays as it is written). */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** Whether a text names a code of the table (an answer's `code` read back by the client). */
export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.hasOwn(MESSAGES_EN, code);
}

/** The params as the envelope carries them: every value a string. */
export function paramsOf(params: Record<string, string | number> | undefined): Params {
  return Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)]));
}
