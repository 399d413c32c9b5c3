import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, settled as settledPage } from './harness';

/** Playwright helpers of the admin console's browser test, for the page getPage() answers (opened in beforeAll). */
export function adminHelpers(getPage: () => Page) {
  /** Types a YYYY-MM-DD date into the MUI X date picker labelled `label` (inside `scope`). */
  async function fillDate(scope: Page | Locator, label: string, iso: string) {
    const group = scope.getByRole('group', { name: label });
    await group.locator('[role="spinbutton"]').first().click();
    await getPage().keyboard.type(iso.replace(/-/g, ''));
  }

  /** Waits until no element of the page is in a CSS transition (MUI fades dialogs and menus in and out). */
  const settled = () => settledPage(getPage());

  /** The text input labelled exactly `label` (date pickers also hold spinbuttons named Year/Month/Day). */
  const input = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true }).and(getPage().locator('input, textarea'));

  /** Runs `action`, waits for the download it starts and parses the CSV file. */
  async function download(action: () => Promise<void>): Promise<{ name: string; rows: string[][] }> {
    const [file] = await Promise.all([getPage().waitForEvent('download'), action()]);
    const path = await file.path();
    return { name: file.suggestedFilename(), rows: parse(readFileSync(path, 'utf8'), { bom: true }) as string[][] };
  }

  /** The row count the (only) grid's footer shows ("1–25 of N"). */
  async function totalRows(): Promise<number> {
    const text = await getPage().getByText(/^\d+–\d+ of \d+$/).textContent();
    return Number(/of (\d+)$/.exec(text ?? '')?.[1]);
  }

  /** Picks `option` in the MUI select labelled `label`. */
  async function pick(scope: Page | Locator, label: string, option: string | RegExp) {
    await scope.getByRole('combobox', { name: label }).click();
    await getPage().getByRole('option', { name: option }).click();
    // the menu fades out: wait until it has left the page before anything else (e.g. axe) looks at it
    await getPage().waitForFunction(() => !document.querySelector('.MuiPopover-root'));
  }

  async function openSection(menu: string, heading: string) {
    await getPage().getByRole('navigation', { name: 'Admin menu' }).getByRole('button', { name: menu, exact: true }).click();
    await getPage().getByRole('heading', { name: heading, exact: true }).waitFor();
  }

  /** '+Add' / 'View' toggle of the open section. */
  const toggle = (name: '+Add' | 'View') => getPage().getByRole('button', { name, exact: true }).click();

  const grid = (label: string) => getPage().getByRole('grid', { name: label });
  const cell = (label: string, text: string | RegExp) => grid(label).getByRole('gridcell', { name: text, exact: true });

  const snackbar = (text: string | RegExp) => getPage().locator('.app-toast').filter({ hasText: text });

  /** The 'Confirm' / 'Cancel' delete dialog with the spec's question. */
  async function confirmRemove(question: string) {
    const dialog = getPage().getByRole('dialog');
    await dialog.getByText(question, { exact: true }).waitFor();
    await settled();
    await expectNoAxeViolations(getPage(), `confirm dialog: ${question}`);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  return { settled, input, download, totalRows, fillDate, pick, openSection, toggle, grid, cell, snackbar, confirmRemove };
}
