import type { i18n, TOptions } from 'i18next';
import { useSyncExternalStore } from 'react';
import { isLanguage, languageOf, type Language } from '../../common/languages';
import type { ValidationCode } from '../../common/validation/messageCodes';

const STORAGE_KEY = 'language';

/**
 * Issue 14. The translation engine (i18next) and each language's texts are chunks of their own, loaded before the
 * first render (main.tsx): the signed-out pages' bundle carries only this small module and the language switch.
 */
function loadCatalogue(language: string): Promise<Record<string, unknown>> {
  const chunk =
    language === 'vi'
      ? import(/* webpackChunkName: "lang-vi" */ './locales/vi')
      : import(/* webpackChunkName: "lang-en" */ './locales/en');
  return chunk.then((m) => m.default as unknown as Record<string, unknown>);
}

type EngineModule = typeof import('./engine');

let engine: i18n | null = null;
let codes: EngineModule['messageCode'] | null = null;
let validations: EngineModule['validationCode'] | null = null;
let version = 0;
const listeners = new Set<() => void>();
const notify = () => {
  version += 1;
  for (const listener of listeners) listener();
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

/** Starts the engine with the initial language's texts (both chunks load in parallel). */
export async function initI18n(language: Language = initialLanguage()): Promise<void> {
  const [module, catalogue] = await Promise.all([import(/* webpackChunkName: "i18n" */ './engine'), loadCatalogue(language)]);
  installEngine(await module.createEngine(language, catalogue, loadCatalogue), module.messageCode, module.validationCode);
  markDocument(language);
}

/** Installs a started engine (initI18n; tests give one with the English texts). */
export function installEngine(started: i18n, messageCode: EngineModule['messageCode'], validationCode?: EngineModule['validationCode']): void {
  engine = started;
  codes = messageCode;
  validations = validationCode ?? null;
  started.on('languageChanged', notify);
  started.on('loaded', notify);
  notify();
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
  if (engine) {
    if (!engine.hasResourceBundle(language, 'translation')) engine.addResourceBundle(language, 'translation', await loadCatalogue(language), true, true);
    if (language !== 'en' && !engine.hasResourceBundle('en', 'translation')) engine.addResourceBundle('en', 'translation', await loadCatalogue('en'), true, true);
    await engine.changeLanguage(language);
  }
  markDocument(language);
}

/** The language in use. */
export function currentLanguage(): Language {
  return languageOf(engine?.language);
}

/** The text of a key in the language in use (the key itself before the engine started). */
export function t(key: string, options?: TOptions): string {
  return engine ? engine.t(key, options) : key;
}

export type Translate = typeof t;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The translation function and the language for a component: it renders again when the language changes. */
export function useTranslation(): { t: Translate; language: Language } {
  useSyncExternalStore(subscribe, () => version);
  return { t, language: currentLanguage() };
}

/** Whether a server message has a stable code of its own (not the fallback by status): its translation is its own. */
export function hasMessageCode(message: string): boolean {
  return !!codes && codes(message).code !== codes('').code;
}

/**
 * A server message in the chosen language: English shows the server's own text (the spec's); Vietnamese the
 * translation of its stable code (common/messages.ts), falling back to the text itself.
 */
export function translateMessage(message: string, code?: string, status?: number): string {
  if (!engine || !codes || currentLanguage() === 'en') return message;
  const known = codes(message, status);
  // a shared Yup schema's message the server answered (400, no code of its own): its validation key
  // (common/validation/messageCodes.ts)
  const validation = known.code === codes('', status).code ? validations?.(message) : null;
  if (validation) return translateValidationCode(validation, message);
  const key = `errors.${code ?? known.code}`;
  return engine.exists(key) ? engine.t(key, { ...known.values, defaultValue: message }) : message;
}

/**
 * A validation message of the shared Yup schemas in the chosen language (issue 14; formFields.tsx, toasts): English
 * shows the schema's own text (the spec's); Vietnamese the translation of its stable key
 * (common/validation/messageCodes.ts, in the engine's chunk). A known server message goes through its code; any
 * other text (a form's own, already translated) is shown as it is.
 */
export function translateValidation(message: string | undefined): string {
  if (!message || !engine || !codes || currentLanguage() === 'en') return message ?? '';
  const validation = validations?.(message);
  if (validation) return translateValidationCode(validation, message);
  return codes(message).code === codes('').code ? message : translateMessage(message);
}

/** The text of a validation message's key (`validation.*` of the catalogues), the English message as fallback. */
function translateValidationCode(code: ValidationCode, message: string): string {
  const field = code.field ? { field: t(`validation.fields.${code.field}`) } : {};
  return t(`validation.${code.key}`, { ...code.values, ...field, defaultValue: message });
}
