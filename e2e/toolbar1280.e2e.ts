import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, DEMO, useServerAndBrowser } from './harness';
import { ready, signedInAt, type Lang } from './screens';

/**
 * A laptop (1280 px): on every admin list, in English and in Vietnamese, each toolbar control (the search above all)
 * is whole inside the toolbar and the viewport and is what a click at its centre reaches; what does not fit is in
 * the 'More actions' menu; each row's Edit and Remove are in view. The Students toolbar is checked again with a row
 * selected (its bulk actions appear).
 */
jest.setTimeout(600_000);

const e2e = useServerAndBrowser();
const WIDTH = 1280;
const LISTS = ['board', 'subject', 'course', 'project', 'student', 'lecturer', 'template', 'semester'];
const MORE = { en: 'More actions', vi: 'Thao tác khác' } as const;

/** Every control that is not whole in view or is covered, by its name. */
async function hidden(page: Page, controls: Locator, frame: Locator): Promise<string[]> {
  const frameBox = await frame.boundingBox();
  if (!frameBox) return ['(the toolbar is not shown)'];
  const out: string[] = [];
  for (const control of await controls.all()) {
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText()).trim();
    const box = await control.boundingBox();
    if (!box || box.width === 0) {
      out.push(`${name}: not shown`);
      continue;
    }
    const inside = box.x >= frameBox.x - 0.5 && box.y >= frameBox.y - 0.5 && box.x + box.width <= frameBox.x + frameBox.width + 0.5 && box.y + box.height <= frameBox.y + frameBox.height + 0.5;
    const inViewport = box.x >= 0 && box.x + box.width <= WIDTH;
    const reached = await control.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (hit === null) return false;
      // a disabled button lets clicks through (pointer-events: none): what is hit is its own wrapper or cell
      return el === hit || el.contains(hit) || ((el as HTMLButtonElement).disabled && hit.contains(el));
    });
    if (!inside || !inViewport || !reached) out.push(`${name}: ${!inside ? 'clipped by its frame ' : ''}${!inViewport ? 'outside the window ' : ''}${!reached ? 'covered' : ''}`);
  }
  return out;
}

async function checkList(page: Page, section: string, lang: Lang): Promise<string[]> {
  const toolbar = page.locator('main .MuiDataGrid-toolbar').first();
  await toolbar.waitFor();
  const grid = page.locator('main .MuiDataGrid-root').first();
  const failures = (await hidden(page, toolbar.locator('button, input'), toolbar)).map((f) => `${section} ${lang} toolbar: ${f}`);
  const search = toolbar.locator('input[type="search"], input').last();
  if ((await search.count()) === 0) failures.push(`${section} ${lang}: no search`);
  const firstRow = grid.getByRole('row').nth(1);
  if ((await firstRow.count()) > 0) {
    const rowActions = firstRow.locator('[data-field="Edit"] button, [data-field="Remove"] button, [data-field="Action"] button');
    failures.push(...(await hidden(page, rowActions, grid)).map((f) => `${section} ${lang} row: ${f}`));
  }
  return failures;
}

describe.each<Lang>(['en', 'vi'])('admin lists at 1280 px in %s', (lang) => {
  it('every toolbar control and each row’s Edit and Remove are in view; the overflow menu opens', async () => {
    const { context, page } = await signedInAt(e2e.browser, e2e.url, DEMO.admin, lang, WIDTH);
    const failures: string[] = [];
    for (const section of LISTS) {
      await page.goto(`${e2e.url}/admin?section=${section}`);
      await ready(page);
      await page.locator('main .MuiDataGrid-row').first().waitFor();
      failures.push(...(await checkList(page, section, lang)));
      await expectNoAxeViolations(page, `${section} list at ${WIDTH}px (${lang})`);
    }
    // with a student selected, the bulk actions join the toolbar and still fit
    await page.goto(`${e2e.url}/admin?section=student`);
    await ready(page);
    await page.locator('main .MuiDataGrid-row').first().locator('input[type="checkbox"]').check();
    failures.push(...(await checkList(page, 'student (one selected)', lang)));
    await expectNoAxeViolations(page, `students with a selection at ${WIDTH}px (${lang})`);
    // the overflow menu holds the rest, reachable by keyboard
    const more = page.locator('main .MuiDataGrid-toolbar').getByRole('button', { name: MORE[lang] });
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').count()).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page, `the toolbar's overflow menu (${lang})`);
    await page.keyboard.press('Escape');
    await context.close();
    expect(failures).toEqual([]);
  });
});
