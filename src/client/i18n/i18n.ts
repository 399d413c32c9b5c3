import { useSyncExternalStore } from 'react';
import { isLanguage, languageOf, type Language } from '../../common/languages';
import { isSaid, type Said } from '../../common/validation/says';
import { dependentsParams } from './dependentsParams';
import type { Engine, TOptions } from './engine';
import type { Translate } from './keys';

export type { PlainKey, TextKey, Translate } from './keys';

const STORAGE_KEY = 'language';

/**
 * The translation engine (engine.ts) and each language's texts are chunks of their own: a first visit
 * to a signed-out page loads the engine and the small public catalogue (landing, logins, what every screen shares)
 * before its first render (main.tsx); the signed-in app's texts (the validation messages among them) load with the app
 * (loadSignedInTexts), so the landing's bundle does not grow with the app's texts.
 */
type Part = 'public' | 'app' | 'admin';
const PARTS: Record<Part, Record<Language, () => Promise<{ default: object }>>> = {
  public: {
    en: () => import(/* webpackChunkName: "lang-en" */ './locales/public.en'),
    vi: () => import(/* webpackChunkName: "lang-vi" */ './locales/public.vi'),
  },
  app: {
    en: () => import(/* webpackChunkName: "lang-en-app" */ './locales/app.en'),
    vi: () => import(/* webpackChunkName: "lang-vi-app" */ './locales/app.vi'),
  },
  // the admin's screens' texts: loaded with those screens (loadAdminTexts), never on a student's or a lecturer's visit
  admin: {
    en: () => import(/* webpackChunkName: "lang-en-admin" */ './locales/adminArea.en'),
    vi: () => import(/* webpackChunkName: "lang-vi-admin" */ './locales/adminArea.vi'),
  },
};
function loadPart(language: Language, part: Part): Promise<Record<string, unknown>> {
  return PARTS[part][language]().then((m) => m.default as Record<string, unknown>);
}

let engine: Engine | null = null;
const lookup = (key: string, options?: object): string => (engine ? engine.t(key, options as TOptions | undefined) : key);
/**
 * The translation function a component gets: a new function whenever the texts change (a language chosen, a part
 * loaded), so what a screen computed from texts (useMemo / useCallback with `t` among their dependencies, memoised
 * rows, a grid's column definitions) is computed again in the new language.
 */
const bound = (): Translate => (key: string, options?: object) => lookup(key, options);
let current: Translate = bound();
const listeners = new Set<() => void>();
const notify = () => {
  current = bound();
  for (const listener of listeners) listener();
};

/** The catalogue parts the engine holds, as "language:part" (a part is added once). */
const loaded = new Set<string>();
/** Set once the signed-in app asked for its texts: a language chosen later gets them too. */
let signedIn: Promise<void> | null = null;
/** Set once an admin's screen asked for its texts: a language chosen later gets them too. */
let adminWanted = false;
let started: Promise<void> | null = null;

async function addPart(language: Language, part: Part): Promise<void> {
  const key = `${language}:${part}`;
  if (!engine || loaded.has(key)) return;
  const texts = await loadPart(language, part);
  if (loaded.has(key)) return;
  engine.addResourceBundle(language, 'translation', texts, true, true);
  loaded.add(key);
}

/** The parts a language needs now: its own and English's (the fallback), the app's once signed in. */
function partsFor(language: Language, withApp = signedIn !== null): Promise<unknown> {
  const parts: Part[] = withApp ? ['public', 'app'] : ['public'];
  if (adminWanted) parts.push('admin');
  const languages: Language[] = language === 'en' ? ['en'] : [language, 'en'];
  return Promise.all(languages.flatMap((l) => parts.map((part) => addPart(l, part))));
}

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

/** Starts the engine with the initial language's public texts (both chunks load in parallel). */
export function initI18n(language: Language = initialLanguage()): Promise<void> {
  started ??= (async () => {
    const [module, catalogue] = await Promise.all([import(/* webpackChunkName: "i18n" */ './engine'), loadPart(language, 'public')]);
    installEngine(await module.createEngine(language, catalogue));
    loaded.add(`${language}:public`);
    markDocument(language);
  })();
  return started;
}

/**
 * The signed-in app's texts in the language in use (and English, the fallback): the app waits for them before its first render (main.tsx); a login page asks early, while the user types, and a
 * refused login before translating the refusal. A failed load (a dropped connection) may be asked again.
 */
export function loadSignedInTexts(): Promise<void> {
  signedIn ??= (async () => {
    if (!engine) await initI18n();
    await partsFor(currentLanguage(), true);
    notify();
  })().catch((error: unknown) => {
    signedIn = null;
    throw error;
  });
  return signedIn;
}

/**
 * The texts of the admin's screens (locales/adminArea.*) in the language in use and English: app/screens.tsx loads
 * them beside each admin screen's chunk, so the screen renders with them. A failed load may be asked again.
 */
export function loadAdminTexts(): Promise<void> {
  adminWanted = true;
  return (engine ? Promise.resolve() : initI18n()).then(() => partsFor(currentLanguage())).then(notify);
}

/**
 * Installs a started engine (initI18n). The tests give one holding every English text (`withAppTexts`): a language
 * chosen later then loads its whole catalogue too.
 */
export function installEngine(ready: Engine, withAppTexts = false): void {
  engine = ready;
  if (withAppTexts) {
    signedIn = Promise.resolve();
    adminWanted = true;
    for (const language of ready.languages) ['public', 'app', 'admin'].forEach((part) => loaded.add(`${language}:${part}`));
  }
  ready.on('languageChanged', notify);
  notify();
}

function markDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language asked for last: a switch whose texts arrive after a newer choice does not undo it. */
let chosen: Language | null = null;

/** Switches the language, remembers it in this browser and marks the document (screen readers, axe). */
export async function setLanguage(language: Language): Promise<void> {
  chosen = language;
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // storage disabled: the choice lasts for this page
  }
  if (engine) {
    await partsFor(language);
    // two quick switches: the first one's texts may arrive last
    if (chosen !== language) return;
    await engine.changeLanguage(language);
  }
  markDocument(language);
}

/** The language in use. */
export function currentLanguage(): Language {
  return languageOf(engine?.language);
}

/**
 * The text of a key in the language in use (the key itself before the engine started), for code outside React (a
 * validation schema's message, a toast). A component takes `t` from useTranslation: this one never changes identity,
 * so what a component memoised with it would keep the old language.
 */
export const t: Translate = (key: string, options?: object) => lookup(key, options);

/** A key made at run time (an error code, an audit action): its text, else the key or the given `defaultValue`. */
export function translateKey(key: string, options?: object): string {
  return lookup(key, options);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const snapshot = () => current;

/**
 * The translation function and the language for a component: it renders again when the language changes, and `t` is
 * then a new function (memoised values that list it as a dependency follow the switch).
 */
export function useTranslation(): { t: Translate; language: Language } {
  const translate = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { t: translate, language: currentLanguage() };
}

/** The text of a server answer's code with its params in the language in use; null when the code is not one of the table. */
export function translateCoded(code: unknown, params?: unknown): string | null {
  if (!engine || typeof code !== 'string' || !engine.exists(`errors.${code}`)) return null;
  const values = typeof params === 'object' && params !== null ? (params as Record<string, string>) : {};
  // a delete refusal names its row and dependents with English words: said again from its kind and counts
  return engine.t(`errors.${code}`, { ...(code === 'cannotDeleteDependents' ? dependentsParams(values, lookup) : values) });
}

/**
 * A server message in the chosen language: English shows the server's own text (the spec's); another language the
 * text of the answer's `code` with its `params` (common/messages/vi.ts: the server omits `params` when the text has
 * no variables; a shared schema's refusal carries its validation code, common/validation/texts/vi.ts). A text
 * without a code (a screen's own) is shown as it is. `status` is the answer's, kept by the callers for the reader;
 * the code decides.
 */
export function translateMessage(message: string, code?: string, _status?: number, params?: Record<string, string>): string {
  if (!engine || currentLanguage() === 'en' || !code) return message;
  if (engine.exists(`validation.messages.${code}`)) return translateSaid({ code: code as Said['code'], params: params ?? {} });
  return translateCoded(code, params) ?? message;
}

/**
 * A validation message in the chosen language (formFields.tsx, the column forms): a shared schema's rule's message by
 * code (`Said`, common/validation/says.ts: the text of its code with its params, `{{field}}` the field's name) in
 * every language; a text (a form's own, already translated) as it is.
 */
export function translateValidation(message: unknown): string {
  if (isSaid(message)) return translateSaid(message);
  return typeof message === 'string' ? message : '';
}

/** The text of a message by code: `validation.messages.<code>` (a server message's code: `errors.<code>`). */
function translateSaid({ code, params }: Said): string {
  const { field, ...values } = params;
  if (!engine?.exists(`validation.messages.${code}`)) return translateCoded(code, values) ?? code;
  return lookup(`validation.messages.${code}`, field === undefined ? values : { ...values, field: lookup(`validation.fields.${field}`) });
}
