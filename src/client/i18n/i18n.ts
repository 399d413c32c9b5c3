import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, languageOf, type Language } from '../../common/languages';
import { messageCode } from '../../common/messages';

const STORAGE_KEY = 'language';

/**
 * Each language's texts are a chunk of their own, loaded when first needed: the signed-out pages carry neither
 * catalogue in their bundle (issue 14).
 */
function loadCatalogue(language: string): Promise<{ default: Record<string, unknown> }> {
  return language === 'vi'
    ? import(/* webpackChunkName: "lang-vi" */ './locales/vi')
    : import(/* webpackChunkName: "lang-en" */ './locales/en');
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, _namespace: string, callback: ReadCallback) {
    loadCatalogue(language).then(
      (module) => callback(null, module.default as never),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The browser's remembered choice, else its language ('vi…' -> Vietnamese, anything else -> English). */
export function initialLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage disabled: follow the browser
  }
  return languageOf(typeof navigator !== 'undefined' ? navigator.language : 'en');
}

/** Starts i18next with the initial language; resolves once its catalogue is loaded. */
export async function initI18n(language: Language = initialLanguage()): Promise<void> {
  await i18next
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['en', 'vi'],
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
  markDocument(language);
}

function markDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Switches the language, remembers it in this browser and marks the document (screen readers, axe). */
export async function setLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // storage disabled: the choice lasts for this page
  }
  await i18next.changeLanguage(language);
  markDocument(language);
}

/** The language in use. */
export function currentLanguage(): Language {
  return languageOf(i18next.resolvedLanguage ?? i18next.language);
}

export { i18next };

/**
 * A server message in the chosen language: English shows the server's own text (the spec's); Vietnamese the
 * translation of its stable code (common/messages.ts), falling back to the text itself.
 */
export function translateMessage(message: string, code?: string, status?: number): string {
  if (currentLanguage() === 'en' || !i18next.isInitialized) return message;
  const known = messageCode(message, status);
  const key = `errors.${code ?? known.code}`;
  return i18next.exists(key) ? i18next.t(key, { ...known.values, defaultValue: message }) : message;
}
