import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useServerAndBrowser } from './harness';
import { PUBLIC_SCREENS, ROLE_SCREENS, signedInAt, signedOutAt, type Lang, type Screen } from './screens';

/**
 * Phone: no page wider than the viewport at 360 and 390 px, in English and in Vietnamese, on every route of each
 * role (the signed-out pages included). A wide table scrolls inside its own box; the page itself never does. Each
 * screen is opened once per language, at the narrowest width, measured there and again after the viewport widens,
 * and checked by axe once (opening and axe were most of this suite's time).
 */
jest.setTimeout(900_000);

const e2e = useServerAndBrowser();
const WIDTHS = [360, 390];
const LANGS: Lang[] = ['en', 'vi'];

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

async function walk(page: Page, screens: Screen[], where: string): Promise<string[]> {
  const failures: string[] = [];
  for (const screen of screens) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await screen.open(page, e2e.url);
    for (const width of WIDTHS) {
      if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: 800 });
      // a button enabled by the data that just arrived fades its colour in (and a resize lays out again): measure
      // and check once it has
      await page.waitForTimeout(300);
      const m = await measure(page);
      if (m.scrollWidth > m.innerWidth) failures.push(`${screen.name} ${where} ${width}px: ${m.scrollWidth} > ${m.innerWidth} (${m.wide.join('; ')})`);
    }
    await expectNoAxeViolations(page, `${screen.name} ${where}`);
  }
  return failures;
}

describe.each(LANGS)('phone width in %s', (lang) => {
  it(`at ${WIDTHS.join(' and ')} px every signed-out page fits`, async () => {
    const { context, page } = await signedOutAt(e2e.browser, e2e.url, lang, WIDTHS[0]!);
    const failures = await walk(page, PUBLIC_SCREENS, lang);
    await context.close();
    expect(failures).toEqual([]);
  });

  it(`at ${WIDTHS.join(' and ')} px every screen of each role fits`, async () => {
    const failures: string[] = [];
    for (const { account, screens } of ROLE_SCREENS) {
      const { context, page } = await signedInAt(e2e.browser, e2e.url, account, lang, WIDTHS[0]!);
      failures.push(...(await walk(page, screens, `${account.username} ${lang}`)));
      await context.close();
    }
    expect(failures).toEqual([]);
  });
});
