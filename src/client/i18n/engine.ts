/**
 * The translation engine: the small part of i18next's behaviour the catalogues use — nested keys ('a.b.c'),
 * `{{name}}` interpolation (values as given, no escaping: React escapes), plural forms by `count` (`key_one`,
 * `key_other`, chosen by the language's plural rules) and English as every language's fallback. It replaced i18next
 * (15 KB gzipped, which every first visit waited for) with under 1 KB. A chunk of its own, loaded with the first
 * catalogue; the catalogues' parts are added by i18n.ts as they are needed.
 */
type Tree = { [key: string]: unknown };

export interface TOptions {
  /** chooses the plural form and is interpolated as {{count}} */
  count?: number;
  /** the text when the key is missing in the language and in English */
  defaultValue?: string;
  [value: string]: unknown;
}

export type EngineEvent = 'languageChanged';

export interface Engine {
  readonly language: string;
  /** the languages whose texts the engine holds */
  readonly languages: string[];
  t(key: string, options?: TOptions): string;
  exists(key: string, options?: TOptions): boolean;
  /** Adds texts to a language's catalogue (deep merge; later texts win). */
  addResourceBundle(language: string, namespace: string, texts: Record<string, unknown>, deep?: boolean, overwrite?: boolean): void;
  changeLanguage(language: string): Promise<void>;
  on(event: EngineEvent, listener: () => void): void;
}

const FALLBACK = 'en';

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] =
      value && typeof value === 'object' && current && typeof current === 'object' ? merge({ ...(current as Tree) }, value as Tree) : value;
  }
  return target;
}

/** The text at a dotted key; a key may itself hold dots (`actions['password.change']`), as i18next allows. */
function lookup(node: unknown, key: string): string | undefined {
  if (typeof node === 'string') return key === '' ? node : undefined;
  if (!node || typeof node !== 'object' || key === '') return undefined;
  const parts = key.split('.');
  for (let take = 1; take <= parts.length; take += 1) {
    const head = parts.slice(0, take).join('.');
    if (!Object.hasOwn(node, head)) continue;
    const found = lookup((node as Tree)[head], parts.slice(take).join('.'));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A value of the options by name, dotted paths included ({{user.name}}). */
function valueOf(options: TOptions, name: string): unknown {
  return name.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), options);
}

const interpolate = (text: string, options: TOptions) =>
  text.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (_match, name: string) => {
    const value = valueOf(options, name);
    return value === undefined || value === null ? '' : String(value);
  });

export function createEngineSync(language: string, catalogue: Record<string, unknown>): Engine {
  const texts: Record<string, Tree> = { [language]: merge({}, catalogue) };
  const listeners: Record<EngineEvent, Set<() => void>> = { languageChanged: new Set() };
  const emit = (event: EngineEvent) => listeners[event].forEach((listener) => listener());
  const plurals = new Map<string, Intl.PluralRules>();
  const pluralOf = (lang: string, count: number) => {
    if (!plurals.has(lang)) plurals.set(lang, new Intl.PluralRules(lang));
    return plurals.get(lang)!.select(count);
  };
  let current = language;

  /** The text of a key: the language's own, else English's; with a count its plural form first. */
  const resolve = (key: string, options?: TOptions): string | undefined => {
    for (const lang of current === FALLBACK ? [current] : [current, FALLBACK]) {
      const tree = texts[lang];
      const found = (typeof options?.count === 'number' ? lookup(tree, `${key}_${pluralOf(lang, options.count)}`) : undefined) ?? lookup(tree, key);
      if (found !== undefined) return found;
    }
    return undefined;
  };

  return {
    get language() {
      return current;
    },
    get languages() {
      return Object.keys(texts);
    },
    t(key, options = {}) {
      const text = resolve(key, options) ?? options.defaultValue ?? key;
      return text.includes('{{') ? interpolate(text, options) : text;
    },
    exists: (key, options) => resolve(key, options) !== undefined,
    addResourceBundle(lang, _namespace, added) {
      texts[lang] = merge(texts[lang] ?? {}, added as Tree);
    },
    changeLanguage(lang) {
      current = lang;
      emit('languageChanged');
      return Promise.resolve();
    },
    on(event, listener) {
      listeners[event].add(listener);
    },
  };
}

/** The engine with a language's first catalogue (async like the chunk that carries it). */
export async function createEngine(language: string, catalogue: Record<string, unknown>): Promise<Engine> {
  return createEngineSync(language, catalogue);
}
