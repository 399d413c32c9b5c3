import { adminHelpers } from './adminHelpers';
import { DEMO, expectNoAxeViolations, useServerAndBrowser } from './harness';
import type { Page } from 'playwright-core';

/** A template's Edit on the Templates list row and on its details page; columns locked once marked. */
jest.setTimeout(180_000);

const e2e = useServerAndBrowser();
let page: Page;
const { settled, openSection, grid, snackbar, input } = adminHelpers(() => page);

beforeAll(async () => {
  ({ page } = await e2e.signedIn(DEMO.admin, { viewport: { width: 1400, height: 1000 } }));
  page.setDefaultTimeout(20_000);
});

it('renames a marked template from the list (its columns disabled with the reason), with a success toast', async () => {
  await openSection('Template Score', 'Template Score');
  await page.getByRole('button', { name: 'Edit template 101' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit template' });
  await dialog.getByText('A board using this template has marks: its score columns can no longer change.').waitFor();
  expect(await dialog.getByLabel('Column 1 name').isDisabled()).toBe(true);
  expect(await dialog.getByRole('button', { name: 'Add column' }).isDisabled()).toBe(true);
  await settled();
  await expectNoAxeViolations(page, 'edit template, locked columns');
  await input(dialog, 'Name').fill('SEP490 template (edited)');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await snackbar('Updated template successfully').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await grid('Template scores').getByRole('link', { name: 'SEP490 template (edited)' }).waitFor();
});

it('changes the columns of an unused template from its details page; a refused edit shows the server message inline', async () => {
  await page.goto(`${e2e.url}/templatedetails/102`);
  const columns = page.getByRole('grid', { name: 'List score column' });
  await columns.getByRole('gridcell', { name: 'Idea', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Edit template 102' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit template' });
  await dialog.getByText('Total: 100%').waitFor();
  await dialog.getByLabel('Column 1 percent (%)').fill('30');
  await dialog.getByText('Total: 105%').waitFor();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await dialog.getByRole('alert').filter({ hasText: 'The percents of the score columns must add up to exactly 100%' }).waitFor();
  await settled();
  await expectNoAxeViolations(page, 'edit template, refused columns');
  await dialog.getByLabel('Column 2 percent (%)').fill('45');
  await dialog.getByLabel('Column 3 name').fill('Questions');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await snackbar('Updated template successfully').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await columns.getByRole('gridcell', { name: 'Questions', exact: true }).waitFor();
  await columns.getByRole('gridcell', { name: '45%', exact: true }).waitFor();
  await columns.getByRole('gridcell', { name: '30%', exact: true }).waitFor();
});
