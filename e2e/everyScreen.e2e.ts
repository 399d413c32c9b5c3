import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useServerAndBrowser } from './harness';
import { englishOnScreen } from './i18nCheck';
import { PUBLIC_SCREENS, ROLE_SCREENS, signedInAt, signedOutAt, type Lang, type Screen } from './screens';

/**
 * Every screen of each role, and the signed-out pages, in English and in Vietnamese, each opened once per language:
 * - on a phone (360 and 390 px) no page is wider than the viewport (a wide table scrolls inside its own box; the page
 *   itself never does);
 * - then at 1400 px (every grid column shown), the screen is in one language only: opened in Vietnamese, no word of
 *   the English catalogue; in English, no Vietnamese text; dates in grids and tables written the language's one way
 *   (DD/MM/YYYY in Vietnamese, never YYYY-MM-DD; YYYY-MM-DD in English, never DD/MM/YYYY);
 * - axe at both sizes.
 * (Two suites walked the app once each for these before; opening the screens was most of their time.)
 */
jest.setTimeout(900_000);

const e2e = useServerAndBrowser();
const PHONES = [360, 390];
const DESKTOP = 1400;

/** The page's width against the viewport, and the outermost elements that stick out (to say what to fix). */
const measure = (page: Page) =>
  page.evaluate(() => {
    const limit = window.innerWidth;
    const wide: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= limit + 0.5) continue;
      const parentBox = el.parentElement?.getBoundingClientRect();
      if (parentBox && parentBox.right > limit + 0.5) continue;
      wide.push(`${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}" right=${Math.round(box.right)}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: limit, wide: wide.slice(0, 5) };
  });

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
    await page.setViewportSize({ width: PHONES[0]!, height: 800 });
    await screen.open(page, e2e.url);
    for (const width of PHONES) {
      if (width !== PHONES[0]) await page.setViewportSize({ width, height: 800 });
      // a button enabled by the data that just arrived fades its colour in (and a resize lays out again): measure
      // and check once it has
      await page.waitForTimeout(300);
      const m = await measure(page);
      if (m.scrollWidth > m.innerWidth) failures.push(`${screen.name} ${where} ${width}px: ${m.scrollWidth} > ${m.innerWidth} (${m.wide.join('; ')})`);
    }
    await expectNoAxeViolations(page, `${screen.name} ${where} on a phone`);

    await page.setViewportSize({ width: DESKTOP, height: 800 });
    await page.waitForTimeout(300);
    const { vietnamese, wrongDates } = await scan(page, lang);
    // the audit log's free text and technical codes are data (as in i18nAdmin.e2e.ts)
    const data = (await Promise.all(['Detail', 'TargetKind', 'Username'].map((f) => page.locator(`[role="gridcell"][data-field="${f}"]`).allInnerTexts()))).flat();
    const english = lang === 'vi' ? await englishOnScreen(page, screen.name === 'admin audit' ? data : []) : [];
    if (english.length > 0) failures.push(`${screen.name} ${where}: English ${english.join(', ')}`);
    if (vietnamese.length > 0) failures.push(`${screen.name} ${where}: Vietnamese ${vietnamese.join(', ')}`);
    if (wrongDates.length > 0) failures.push(`${screen.name} ${where}: dates ${wrongDates.join(' | ')}`);
    await expectNoAxeViolations(page, `${screen.name} ${where} at ${DESKTOP} px`);
  }
  return failures;
}

describe.each<Lang>(['vi', 'en'])('every screen in %s', (lang) => {
  it(`signed out: fits ${PHONES.join(' and ')} px, only this language`, async () => {
    const { context, page } = await signedOutAt(e2e.browser, e2e.url, lang, PHONES[0]!);
    const failures = await walk(page, PUBLIC_SCREENS, lang, lang);
    await context.close();
    expect(failures).toEqual([]);
  });

  it(`each role: fits ${PHONES.join(' and ')} px, only this language, its one date format in grids`, async () => {
    const failures: string[] = [];
    for (const { account, screens } of ROLE_SCREENS) {
      const { context, page } = await signedInAt(e2e.browser, e2e.url, account, lang, PHONES[0]!);
      failures.push(...(await walk(page, screens, lang, `${account.username} ${lang}`)));
      await context.close();
    }
    expect(failures).toEqual([]);
  });
});
