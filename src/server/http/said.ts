import { englishMessage, type MessageCode, type ParamsArg } from '../../common/messages/codes';

/**
 * A success answer's message, spread into the envelope: `{ status: 200, ...said('addedSemester'), data }`. Its text
 * is the one English table's (common/messages/en.ts, the spec's wording), so no route keeps a sentence of its own. A
 * success answer keeps the spec's shape {status, message, data}: the client shows its own text of the action in
 * the chosen language (components/successMessage.ts).
 */
export function said<C extends MessageCode>(code: C, ...params: ParamsArg<C>): { message: string } {
  return { message: englishMessage(code, params[0]) };
}
