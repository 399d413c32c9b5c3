import { loadSignedInTexts, translateMessage } from '../../i18n/i18n';

/**
 * A POST of the signed-out password pages with a plain fetch (they load neither the store nor RTK Query): `ok`, or
 * the server's refusal in the chosen language (its code translated once the messages' texts have loaded).
 */
export async function postPublic(url: string, body: unknown): Promise<{ ok: true } | { refused: string }> {
  let answer: { status?: number; message?: string; code?: string; params?: Record<string, string> };
  let response: Response;
  try {
    response = await fetch(`/api${url}`, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    answer = (await response.json()) as typeof answer;
  } catch {
    return { refused: 'The server could not be reached' };
  }
  if (response.ok && answer.status === 200) return { ok: true };
  await loadSignedInTexts().catch(() => undefined);
  return { refused: translateMessage(answer.message ?? 'This operation cannot be performed', answer.code, answer.status, answer.params ?? {}) };
}
