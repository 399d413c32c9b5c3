import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import en from '../src/client/i18n/locales/en';
import vi from '../src/client/i18n/locales/vi';

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : texts(v)));
const words = (text: string): string[] => text.replace(/\{\{[^}]*\}\}/g, ' ').match(/[A-Za-z]{3,}/g) ?? [];

/** Words of the demo data's names, notes and addresses: data is shown as entered, in any language. */
const DEMO_SOURCE = readFileSync(path.resolve(__dirname, '../src/server/seed/demoData.ts'), 'utf8');
const DATA_WORDS = new Set(
  [...DEMO_SOURCE.matchAll(/\b(?:Name|Notion|Description|Session|Room|name|address): '([^'\n]*)'/g), ...DEMO_SOURCE.matchAll(/STUDENT_NAMES = \[([^\]]*)\]/g)]
    .flatMap((m) => words(m[1] ?? ''))
    .map((w) => w.toLowerCase()),
);

/** English words of the English catalogue that are no Vietnamese text's word (brand names, units, PDF, CSV...). */
const VIETNAMESE_WORDS = new Set(texts(vi as unknown as Tree).flatMap(words).map((w) => w.toLowerCase()));
export const ENGLISH_WORDS = new Set(
  texts(en as unknown as Tree)
    .flatMap(words)
    .map((w) => w.toLowerCase())
    .filter((w) => !VIETNAMESE_WORDS.has(w) && !DATA_WORDS.has(w)),
);

/**
 * The words of the English catalogue visible on the page (beyond names and codes of the data and elements marked
 * translate="no"): [] when fully translated.
 */
export async function englishOnScreen(page: Page, alsoAllowed: string[] = []): Promise<string[]> {
  const allowed = new Set(alsoAllowed.flatMap(words).map((w) => w.toLowerCase()));
  const visible = await page.evaluate(() => document.body.innerText);
  // names marked translate="no" (the signed-in username in the header) are data, not interface text
  const names = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[translate="no"]')].map((el) => el.innerText));
  for (const w of names.flatMap(words)) allowed.add(w.toLowerCase());
  return [...new Set(words(visible).map((w) => w.toLowerCase()))].filter((w) => ENGLISH_WORDS.has(w) && !allowed.has(w)).sort();
}

/** The visible text of the page, line by line (what a reader sees; toasts are transient and left out). */
export async function screenText(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const hidden = [...document.querySelectorAll<HTMLElement>('.app-toast, #notistack-snackbar, .notistack-SnackbarContainer')];
    hidden.forEach((el) => (el.style.visibility = 'hidden'));
    const shown = document.body.innerText;
    hidden.forEach((el) => (el.style.visibility = ''));
    return shown;
  });
  return text.split('\n').map((line) => line.trim()).filter(Boolean);
}

/** Closes the toasts on screen (a close button when it has one, else waits for it to close by itself). */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('.app-toast, #notistack-snackbar');
  for (const close of await page.locator('.app-toast button, .notistack-SnackbarContainer button').all()) await close.click().catch(() => undefined);
  await toasts.first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
}
