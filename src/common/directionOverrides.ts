/**
 * Unicode's explicit direction embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): in a comment,
 * minutes or a name they reorder how the following text is shown (a RIGHT-TO-LEFT OVERRIDE makes `txt.exe` read as
 * `exe.txt`, or a mark read backwards), so a reader sees something other than what was written. Free text never needs
 * them: the implicit marks (U+200E LRM, U+200F RLM) and ordinary right-to-left letters are untouched.
 */
export const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text with every direction embedding, override and isolate removed. */
export function withoutDirectionControls(text: string): string {
  return text.replace(DIRECTION_CONTROLS, '');
}

/**
 * The fields of free text (comments, minutes, descriptions) where a request with a direction control is refused with
 * 400 naming the field (nothing stored, so what is stored is what was typed). Names and usernames have their own rule
 * (common/validation/unicodeText.ts), which refuses the implicit marks too.
 */
export const FREE_TEXT_FIELDS: ReadonlySet<string> = new Set(['text', 'notes', 'revisions', 'decision', 'description', 'notion', 'comment']);

/** The dotted path ("body.comments.0.text") of the first free-text field holding a direction control, or null. */
export function directionControlPath(value: unknown, path: string): string | null {
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner === 'string') {
      DIRECTION_CONTROLS.lastIndex = 0;
      if (FREE_TEXT_FIELDS.has(key) && DIRECTION_CONTROLS.test(inner)) return `${path}.${key}`;
    } else {
      const found = directionControlPath(inner, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}
