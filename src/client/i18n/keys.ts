import type { Catalogue } from './locales/en';

/**
 * The types that make a text's key a checked name: every key is a dotted path of the English catalogue
 * (locales/en.ts, `as const` in each part so its texts are literal types), a plural's key is its path without the
 * `_one` / `_other` suffix and asks for `count`, and a text's {{variables}} are the options a call must give. Types
 * only: nothing here reaches the bundle.
 */

/** A catalogue of another language: the English catalogue's keys, each holding any text: a missing key fails the type check, and so does an added one (an object literal's excess property). */
export type TextsOf<T> = { readonly [K in keyof T]: T[K] extends string ? string : TextsOf<T[K]> };

/** Every leaf of a catalogue as 'a.b.c'. */
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];

type Leaf = Paths<Catalogue>;
/** The key of a plural: its forms are `<key>_one`, `<key>_other`... (every language has `_other`). */
type PluralKey = Leaf extends infer L ? (L extends `${infer B}_other` ? B : never) : never;

/** A key of the English catalogue: `t('some.key')` with any other string fails the type check. */
export type TextKey = Leaf | PluralKey;

/** The text (as a literal type) at a dotted path; a plural's key gives all its forms. */
type At<T, K extends string> = K extends `${infer H}.${infer R}`
  ? H extends keyof T
    ? At<T[H], R>
    : never
  : K extends keyof T
    ? T[K]
    : `${K}_other` extends keyof T
      ? T[`${K}_one` & keyof T] | T[`${K}_other`]
      : never;

type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;
/** The {{variables}} of a text (the first name of a dotted one: {{user.role}} asks for `user`). */
type Variables<S> = S extends `${string}{{${infer V}}}${infer Rest}`
  ? (Trim<V> extends `${infer Name}.${string}` ? Name : Trim<V>) | Variables<Rest>
  : never;

/** What a call may give beside the variables. */
export interface TOptions {
  /** chooses the plural form and is interpolated as {{count}} */
  count?: number;
  /** the text when the key is missing in the language and in English */
  defaultValue?: string;
  [value: string]: unknown;
}

type Given<K extends string> = (K extends PluralKey ? { count: number } : unknown) & { [V in Variables<At<Catalogue, K>>]: unknown };

/** The options a key asks for: none when its text has no variable, else an object naming each (and `count` for a plural). */
export type OptionsOf<K extends string> = [Variables<At<Catalogue, K>> | (K extends PluralKey ? 'count' : never)] extends [never]
  ? [options?: TOptions]
  : [options: Given<K> & TOptions];

/**
 * The translation function: a key of the English catalogue and the values its text names. The first form (a key whose
 * text names nothing) is there so an unknown key is reported as such rather than as a missing argument.
 */
export interface Translate {
  (key: PlainKey, options?: TOptions): string;
  <K extends TextKey>(key: K, ...options: OptionsOf<K>): string;
}

/** A key whose text asks for no value (a label passed around by key, translated where it is shown). */
export type PlainKey = { [K in TextKey]: [options?: TOptions] extends OptionsOf<K> ? K : never }[TextKey];
