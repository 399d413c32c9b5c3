import { translateMessage } from '../i18n/i18n';

/** A delete refusal as the server answers it (GET /dependents, a subject's blocked courses): text, code, params. */
export interface DeleteRefusal {
  reason: string;
  code?: string | null;
  params?: Record<string, string> | null;
}

/**
 * Why a row cannot be deleted, in the language in use: English shows the server's message as sent; another language
 * the text of its code with the row and its dependents named from the params' kind and counts
 * (i18n/dependentsParams.ts), never read back from the English words. A reason without a code is shown as sent.
 */
export function refusalText({ reason, code, params }: DeleteRefusal): string {
  return translateMessage(reason, code ?? undefined, undefined, params ?? undefined);
}
