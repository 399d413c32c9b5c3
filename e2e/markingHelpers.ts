import type { Page } from 'playwright-core';

/**
 * As lecturer2 (signed in on `page`): opens project 3 (Canteen Ordering) of board B from the Evaluations list and
 * types 7 in every cell of its marking grid, unsent.
 */
export async function fillCanteenGrid(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Evaluations' }).click();
  await page.getByRole('button', { name: 'Board B - SEP490' }).click();
  await page.getByRole('button', { name: /3 - Canteen Ordering/ }).click();
  await page.waitForURL(/teacherboardscore/);
  const cells = page.getByRole('table', { name: 'Marking grid' }).getByRole('textbox');
  await cells.first().waitFor();
  for (const cell of await cells.all()) await cell.fill('7');
}
