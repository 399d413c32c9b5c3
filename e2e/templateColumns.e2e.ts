import { DEMO, expectNoAxeViolations, settled, useServerAndBrowser } from './harness';

/** Template details: removing a score column re-balances the others to 100 % in one step. */
jest.setTimeout(120_000);

const e2e = useServerAndBrowser();

it('removes a column of an unused template and re-balances the rest; a marked template cannot change', async () => {
  const { page, context } = await e2e.signedIn(DEMO.admin);
  await page.goto(`${e2e.url}/templatedetails/102`);
  const grid = page.getByRole('grid', { name: 'List score column' });
  await grid.getByRole('gridcell', { name: 'Idea', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Remove column Idea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove score column' });
  await dialog.getByText('Total: 100 %').waitFor();
  await settled(page);
  await expectNoAxeViolations(page, 'remove column dialog');
  expect(await dialog.getByLabel('Implementation (%)').inputValue()).toBe('66.66');
  await dialog.getByLabel('Implementation (%)').fill('60');
  await dialog.getByText('Total: 93.34 %').waitFor();
  expect(await dialog.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
  await dialog.getByLabel('Q&A (%)').fill('40');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
  await grid.getByRole('gridcell', { name: '60%', exact: true }).waitFor();
  await grid.getByRole('gridcell', { name: '40%', exact: true }).waitFor();
  expect(await grid.getByRole('gridcell', { name: 'Idea', exact: true }).count()).toBe(0);

  // Template 101 has marks on Board A: its columns are locked.
  await page.goto(`${e2e.url}/templatedetails/101`);
  await page.getByText('A board using this template has marks').waitFor();
  expect(await page.getByRole('button', { name: 'Remove column Demo' }).isDisabled()).toBe(true);
  await expectNoAxeViolations(page, 'locked template');
  await context.close();
});
