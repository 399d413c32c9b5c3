import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useServerAndBrowser } from './harness';
import { englishOnScreen } from './i18nCheck';
import { PUBLIC_SCREENS, ROLE_SCREENS, signedInAt, signedOutAt, type Lang, type Screen } from './screens';

/**
 * One language at a time: every screen of each role (and the signed-out pages) opened in Vietnamese shows no word
 * of the English catalogue, and opened in English no Vietnamese text; dates in grids and tables are written the
 * language's one way (DD/MM/YYYY in Vietnamese, never YYYY-MM-DD; YYYY-MM-DD in English, never DD/MM/YYYY).
 */
jest.setTimeout(600_000);

const e2e = useServerAndBrowser();
const WIDTH = 1400;

/** Vietnamese letters (the language picker's own 'Tiếng Việt' aside) and the date forms of the other language. */
const scan = (page: Page, lang: Lang) =>
  page.evaluate((language) => {
    const picker = new Set(['Tiếng', 'Việt']);
    const text = document.body.innerText;
    const vietnamese = language === 'en' ? [...new Set(text.match(/[^\s\d.,:;()/-]*[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ][^\s\d.,:;()/-]*/giu) ?? [])].filter((w) => !picker.has(w)) : [];
    const cells = [...document.querySelectorAll<HTMLElement>('[role="gridcell"], td')].map((c) => c.innerText.trim());
    const wrongDates = cells.filter((c) => (language === 'vi' ? /\b\d{4}-\d{2}-\d{2}\b/ : /\b\d{2}\/\d{2}\/\d{4}\b/).test(c));
    return { vietnamese, wrongDates: [...new Set(wrongDates)].slice(0, 5) };
  }, lang);

async function walk(page: Page, screens: Screen[], lang: Lang, where: string): Promise<string[]> {
  const failures: string[] = [];
  for (const screen of screens) {
    await screen.open(page, e2e.url);
    await page.waitForTimeout(300);
    const { vietnamese, wrongDates } = await scan(page, lang);
    // the audit log's free text and technical codes are data (as in i18nAdmin.e2e.ts)
    const data = (await Promise.all(['Detail', 'TargetKind', 'Username'].map((f) => page.locator(`[role="gridcell"][data-field="${f}"]`).allInnerTexts()))).flat();
    const english = lang === 'vi' ? await englishOnScreen(page, screen.name === 'admin audit' ? data : []) : [];
    if (english.length > 0) failures.push(`${screen.name} ${where}: English ${english.join(', ')}`);
    if (vietnamese.length > 0) failures.push(`${screen.name} ${where}: Vietnamese ${vietnamese.join(', ')}`);
    if (wrongDates.length > 0) failures.push(`${screen.name} ${where}: dates ${wrongDates.join(' | ')}`);
    await expectNoAxeViolations(page, `${screen.name} ${where}`);
  }
  return failures;
}

describe.each<Lang>(['vi', 'en'])('every screen in %s', (lang) => {
  it('signed out: only this language', async () => {
    const { context, page } = await signedOutAt(e2e.browser, e2e.url, lang, WIDTH);
    const failures = await walk(page, PUBLIC_SCREENS, lang, lang);
    await context.close();
    expect(failures).toEqual([]);
  });

  it('each role: only this language, and its one date format in grids', async () => {
    const failures: string[] = [];
    for (const { account, screens } of ROLE_SCREENS) {
      const { context, page } = await signedInAt(e2e.browser, e2e.url, account, lang, WIDTH);
      failures.push(...(await walk(page, screens, lang, `${account.username} ${lang}`)));
      await context.close();
    }
    expect(failures).toEqual([]);
  });
});
