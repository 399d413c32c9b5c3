import { isLanguage, type Language } from '../../common/languages';
import { currentLanguage, setLanguage } from './i18n';

/** Set while a language picked on a signed-out page (landing, login) in this tab has not yet met a login. */
const PICKED_KEY = 'capstone.language.picked';

/** The language switch of a signed-out page: the visible choice then wins at login. */
export function rememberSignedOutChoice(language: Language): void {
  try {
    window.sessionStorage.setItem(PICKED_KEY, language);
  } catch {
    // storage disabled: the account's language applies at login
  }
}

function picked(): Language | null {
  try {
    const value = window.sessionStorage.getItem(PICKED_KEY);
    window.sessionStorage.removeItem(PICKED_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The language after a login whose account saved `saved`: a language the user picked on the signed-out pages is
 * kept and saved to the account (PUT /api/account/language, plain fetch: the login screens load no store); without
 * one, the account's saved language applies (the same language on any browser).
 */
export async function languageAfterLogin(saved: unknown): Promise<Language> {
  const chosen = picked();
  if (chosen && chosen === currentLanguage()) {
    if (chosen !== saved) {
      await fetch('/api/account/language', {
        method: 'PUT',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ language: chosen }),
      }).catch(() => undefined);
    }
    return chosen;
  }
  if (isLanguage(saved)) {
    await setLanguage(saved);
    return saved;
  }
  return currentLanguage();
}
