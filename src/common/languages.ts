/** The languages every text ships in: English (the spec's texts) and Vietnamese. */
export const LANGUAGES = ['en', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'vi-VN', 'vi' -> 'vi'; anything else -> 'en'. */
export function languageOf(tag: string | null | undefined): Language {
  return (tag ?? '').toLowerCase().startsWith('vi') ? 'vi' : 'en';
}
