import { currentLanguage, translateCoded } from '../i18n/i18n';

/**
 * A success toast's text from the server's answer (`{message, code?, params?}`, or its message alone): in English
 * the server's message (the spec's text), else `fallback`; in another language the text of the answer's code with
 * its params (common/messages), else `fallback` (already in the chosen language).
 */
export function successMessage(answer: unknown, fallback: string): string {
  const a = (typeof answer === 'string' ? { message: answer } : (answer ?? {})) as { message?: unknown; code?: unknown; params?: unknown };
  const server = typeof a.message === 'string' && a.message ? a.message : undefined;
  if (!server) return fallback;
  if (currentLanguage() === 'en') return server;
  return translateCoded(a.code, a.params) ?? fallback;
}
