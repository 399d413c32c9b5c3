import type { Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations, poll, useServerAndBrowser } from './harness';
import { signedInAt } from './screens';

/**
 * Keyboard users beyond axe: a skip link is the first stop of every frame (signed out and signed in, both
 * languages), focus lands on the screen's heading after sign-in and after each change of screen, and a focused row
 * (a DataGrid cell's row, a list item) carries the primary-coloured ring, not a faint grey.
 */
jest.setTimeout(180_000);

const e2e = useServerAndBrowser();

/** What has focus: its tag, its text and its computed outline. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const style = el ? getComputedStyle(el) : null;
    return { tag: el?.tagName.toLowerCase() ?? '', text: (el?.textContent ?? '').trim(), id: el?.id ?? '', outline: style ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : '' };
  });

const RING = 'solid 2px rgb(13, 71, 161)';

async function focusIs(page: Page, want: { tag: string; text?: string; id?: string }): Promise<void> {
  await poll(
    () => focused(page),
    (f) => f.tag === want.tag && (want.text === undefined || f.text === want.text) && (want.id === undefined || f.id === want.id),
    (f) => `expected focus on ${JSON.stringify(want)}, got ${JSON.stringify(f)}`,
  );
}

/** The skip link is the first stop of the keyboard (first focusable element of the page), shows when focused, and jumps to <main>. */
async function skipLinkFirst(page: Page, name: string): Promise<void> {
  const first = await page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')];
    return all.find((el) => !el.hasAttribute('disabled'))?.textContent?.trim();
  });
  expect(first).toBe(name);
  await page.getByRole('link', { name }).focus();
  await focusIs(page, { tag: 'a', text: name });
  const box = await page.getByRole('link', { name }).boundingBox();
  expect(box && box.y >= 0 && box.height > 0).toBe(true);
  await expectNoAxeViolations(page, `skip link "${name}"`);
  await page.keyboard.press('Enter');
  await focusIs(page, { tag: 'main', id: 'main-content' });
}

describe('keyboard focus', () => {
  it('skip link on the login page; after a keyboard sign-in focus is on the heading, and again after a change of screen', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.url}/loginadmin`);
    await page.getByLabel('Username').waitFor();
    await skipLinkFirst(page, 'Skip to main content');

    await page.getByLabel('Username').fill(DEMO.admin.username);
    await page.getByLabel('Password').fill(DEMO.admin.password);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL(`${e2e.url}/admin`);
    await focusIs(page, { tag: 'h1', text: 'Admin console' });
    await expectNoAxeViolations(page, 'admin console, focus on its heading');

    // a screen change from the banner: focus leaves the banner's button for the new heading
    await page.getByRole('banner').getByRole('button', { name: 'admin', exact: true }).click();
    await page.waitForURL(`${e2e.url}/user`);
    await focusIs(page, { tag: 'h1' });
    // and back by the browser's history
    await page.goBack();
    await focusIs(page, { tag: 'h1', text: 'Admin console' });

    // the skip link is the first stop of the signed-in frame too
    await page.reload();
    await page.getByRole('heading', { name: 'Admin console' }).waitFor();
    await skipLinkFirst(page, 'Skip to main content');
    await context.close();
  });

  it('a focused grid row and its cell carry the ring', async () => {
    const { context, page } = await e2e.signedIn(DEMO.admin, { viewport: { width: 1400, height: 900 } });
    const grid = page.getByRole('grid').first();
    await grid.getByRole('row').nth(1).waitFor();
    await grid.getByRole('gridcell').first().focus();
    await page.keyboard.press('ArrowDown');
    const cell = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const cellEl = el.closest('.MuiDataGrid-cell') as HTMLElement;
      const row = el.closest('.MuiDataGrid-row') as HTMLElement;
      const s = getComputedStyle(cellEl);
      return { outline: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`, rowShadow: getComputedStyle(row).boxShadow };
    });
    expect(cell.outline).toBe(RING);
    expect(cell.rowShadow).toContain('rgb(13, 71, 161)');
    await expectNoAxeViolations(page, 'admin grid, a focused cell');
    await context.close();
  });

  it('a focused project in a board list carries the ring; in Vietnamese the skip link reads in Vietnamese', async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer1);
    await page.getByRole('button', { name: 'Evaluations' }).click();
    await page.getByRole('button', { name: 'Board A - SEP490' }).click();
    const list = page.getByRole('list', { name: 'Projects in board Board A - SEP490' });
    await list.waitFor();
    await focusIs(page, { tag: 'h1', text: 'List projects in board Board A - SEP490' });
    // the first Tab from the heading reaches the skip link, whose Enter leads into the content; Tab then reaches the
    // list's rows (after the board's own actions)
    await page.keyboard.press('Tab');
    await focusIs(page, { tag: 'a', text: 'Skip to main content' });
    await page.keyboard.press('Enter');
    await focusIs(page, { tag: 'main', id: 'main-content' });
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.closest('li') !== null && document.activeElement?.closest('ul[aria-label]') !== null)) break;
    }
    const row = await focused(page);
    expect(row.outline).toBe(RING);
    await expectNoAxeViolations(page, 'board projects, a focused row');

    await page.getByLabel('Language').selectOption('vi');
    await page.getByRole('heading', { name: /Danh sách/ }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await skipLinkFirst(page, 'Bỏ qua, đến nội dung chính');
    await context.close();
  });

  it('the first Tab of a page opened afresh reaches the skip link, in English and in Vietnamese, at 1280 and 360 px', async () => {
    for (const [language, name, width] of [
      ['en', 'Skip to main content', 1280],
      ['vi', 'Bỏ qua, đến nội dung chính', 360],
    ] as const) {
      const { context, page } = await signedInAt(e2e.browser, e2e.url, DEMO.admin, language, width);
      for (const path of ['/admin', '/admin?section=student', '/user']) {
        await page.goto(`${e2e.url}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        // nothing took focus before the user did anything: no ring on the heading for a mouse user
        expect((await focused(page)).tag).toBe('body');
        await page.keyboard.press('Tab');
        await focusIs(page, { tag: 'a', text: name });
        await expectNoAxeViolations(page, `${path}: skip link after the first Tab (${language}, ${width} px)`);
      }
      await context.close();
    }
  });

  it('after a change of screen the heading has focus, ringed for the keyboard only, and its first Tab reaches the skip link', async () => {
    const { context, page } = await signedInAt(e2e.browser, e2e.url, DEMO.admin, 'en', 1280);
    await page.goto(`${e2e.url}/admin`);
    await page.getByRole('heading', { name: 'Admin console' }).waitFor();
    // by the mouse: focus on the new heading, no ring
    await page.getByRole('banner').getByRole('button', { name: 'admin', exact: true }).click();
    await page.waitForURL(`${e2e.url}/user`);
    await focusIs(page, { tag: 'h1' });
    expect((await focused(page)).outline).toMatch(/^none /);
    await expectNoAxeViolations(page, 'user page, heading focused after a click');
    await page.getByRole('heading', { level: 1 }).click();
    expect((await focused(page)).outline).toMatch(/^none /);
    // the first Tab goes to the skip link, not into the content
    await page.keyboard.press('Tab');
    await focusIs(page, { tag: 'a', text: 'Skip to main content' });
    // by the keyboard: the logo's button (the banner's first), Enter, focus on the new heading with the ring
    await page.getByRole('banner').getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${e2e.url}/admin`);
    await focusIs(page, { tag: 'h1', text: 'Admin console' });
    expect((await focused(page)).outline).toBe('solid 2px rgb(13, 71, 161)');
    await expectNoAxeViolations(page, 'admin console, heading focused by the keyboard');
    await page.keyboard.press('Tab');
    await focusIs(page, { tag: 'a', text: 'Skip to main content' });
    await page.keyboard.press('Enter');
    await focusIs(page, { tag: 'main', id: 'main-content' });
    await context.close();
  });
});
