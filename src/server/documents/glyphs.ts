import type { Pdf } from './pdf';

/**
 * What a PDF prints for a character its embedded font (DejaVu Sans) has no glyph for. DejaVu draws Vietnamese and
 * the common smileys (U+1F600–U+1F643) but not most emoji: left alone, pdfkit would draw the font's empty box and
 * pdftotext would read back nonsense, so such a character prints as U+FFFD, the sign every reader knows for "a
 * character that cannot be shown". The stored text, the screens and the CSV/Excel exports keep the original.
 */
export const REPLACEMENT = '\uFFFD';

/** Joiners and modifiers that shape the emoji around them and print nothing themselves. */
function isShaping(ch: string): boolean {
  const cp = ch.codePointAt(0)!;
  return cp === 0x200d || cp === 0xfe0e || cp === 0xfe0f || (cp >= 0x1f3fb && cp <= 0x1f3ff) || (cp >= 0xe0020 && cp <= 0xe007f);
}

interface GlyphFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

/** The fonts a document is drawn with, by the name it registers each under (`doc.registerFont(name, file)`). */
export type GlyphFonts = Record<string, GlyphFont>;

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The text as `font` can print it: a user-perceived character (an emoji with its skin tone, a family joined by
 * ZWJ, a flag) the font cannot draw in full becomes one U+FFFD; joiners and variation selectors are dropped.
 */
export function printable(text: string, font: GlyphFont): string {
  const drawable = (ch: string) => ch === '\n' || ch === '\r' || ch === '\t' || font.hasGlyphForCodePoint(ch.codePointAt(0)!);
  // most texts (every word pdfkit measures while wrapping) print as they are: no grapheme segmentation for them
  if ([...text].every((ch) => drawable(ch) && !isShaping(ch))) return text;
  let out = '';
  for (const { segment } of segmenter.segment(text)) {
    const points = [...segment].filter((ch) => !isShaping(ch));
    if (points.every(drawable)) out += points.join('');
    else out += REPLACEMENT;
  }
  return out;
}

/**
 * Every text the document prints or measures passes through printable() with the font of that moment: the document's
 * public `font(name)` is followed to know it (a font not in `fonts` is drawn as it comes). The glyph tables are
 * fontkit's, read from the same files the document embeds, rather than pdfkit's own font objects, which it does not
 * document.
 */
export function printOnlyDrawableGlyphs(doc: Pdf, fonts: GlyphFonts): void {
  let current: GlyphFont | null = null;
  const font = doc.font.bind(doc) as (...args: unknown[]) => Pdf;
  (doc as unknown as Record<string, unknown>).font = (src: unknown, ...rest: unknown[]) => {
    current = typeof src === 'string' && Object.hasOwn(fonts, src) ? fonts[src]! : null;
    font(src, ...rest);
    return doc;
  };
  for (const method of ['text', 'heightOfString', 'widthOfString'] as const) {
    const original = (doc[method] as (...args: unknown[]) => unknown).bind(doc);
    (doc as unknown as Record<string, unknown>)[method] = (value: unknown, ...rest: unknown[]) =>
      original(typeof value === 'string' && current ? printable(value, current) : value, ...rest);
  }
}
