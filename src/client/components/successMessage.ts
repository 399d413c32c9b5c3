import { currentLanguage, hasMessageCode, translateMessage } from '../i18n/i18n';

/**
 * A success toast's text: in English the server's message (the spec's text), else `fallback`; in Vietnamese the
 * translation of the server's message when it has a code of its own, else `fallback` (already in the chosen
 * language): an unknown message's code is the generic refusal, never right for a success.
 */
export function successMessage(server: string | undefined, fallback: string): string {
  if (!server) return fallback;
  if (currentLanguage() === 'en') return server;
  return hasMessageCode(server) ? translateMessage(server) : fallback;
}
