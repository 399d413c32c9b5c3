/**
 * Text that identifies a person must read as what it is. A username is compared in its NFKC form (a full-width
 * `ａｄｍｉｎ` is `admin`) and refused when it holds a character one cannot see (a zero-width space, a joiner, a
 * control) or one that reorders the text (bidi controls), or when its letters come from more than one alphabet
 * (`аdmin` with a Cyrillic а): each of these makes two different accounts look alike. A person's name may use any
 * alphabet, even several, but no bidi control (an RTL override makes a stored name display, print and export
 * backwards).
 */

/** bidi controls: the marks, embeddings, overrides and isolates, and the Arabic letter mark */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** invisible: controls, format characters (bidi controls among them), default-ignorables, unassigned, private use */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cn}\p{Co}]/u;

/** Scripts told apart; the CJK scripts are written together, so they count as one. */
const SCRIPTS: [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['CJK', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u],
];
const LETTER = /\p{L}/u;

/** The form a username is stored and compared in (NFKC, trimmed). */
export const normalUsername = (text: string): string => text.normalize('NFKC').trim();
/** The key two usernames collide on (NFKC, any case). */
export const usernameKey = (text: string): string => normalUsername(text).toLowerCase();

export const hasInvisible = (text: string): boolean => INVISIBLE.test(text);
export const hasBidiControl = (text: string): boolean => BIDI.test(text);

/** The alphabets of a text's letters (digits and punctuation belong to none). */
export function scriptsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const c of text) {
    if (!LETTER.test(c)) continue;
    found.add(SCRIPTS.find(([, re]) => re.test(c))?.[0] ?? `U+${c.codePointAt(0)!.toString(16)}`);
  }
  return found;
}
