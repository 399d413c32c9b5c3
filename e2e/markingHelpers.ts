import type { Page } from 'playwright-core';
import { poll } from './harness';

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

const BOARD_A = 'Board A - SEP490';
/** The demo's project 2 on board A, marked by lecturers 1 and 2. */
export const PROJECT2 = /2 - Library Seat Booking/;
/** Project 2's marking grid, cell by cell: its two students, the template's three columns. */
export const PROJECT2_CELLS = ['SE160004 Presentation', 'SE160004 Report', 'SE160004 Demo', 'SE160005 Presentation', 'SE160005 Report', 'SE160005 Demo'];

/** As a lecturer of board A (signed in on `page`): from the home's Evaluations list, opens the project's marking screen. */
export async function openBoardAProject(page: Page, baseUrl: string, project: RegExp): Promise<void> {
  await page.goto(`${baseUrl}/teacher`);
  await page.getByRole('button', { name: 'Evaluations' }).click();
  await page.getByRole('button', { name: BOARD_A }).click();
  await page.getByRole('heading', { name: `List projects in board ${BOARD_A}` }).waitFor();
  await page.getByRole('button', { name: project }).click();
  await page.waitForURL(/teacherboardscore/);
}

/** Types project 2's cells, one value each in PROJECT2_CELLS's order, unsent. */
export async function fillProject2(page: Page, values: readonly string[]): Promise<void> {
  for (const [i, label] of PROJECT2_CELLS.entries()) await page.getByLabel(label, { exact: true }).fill(values[i]!);
}

/** Reads until the text is `want` (a string) or matches it (a pattern). */
export const until = (read: () => Promise<string>, want: string | RegExp) =>
  poll(read, (v) => (typeof want === 'string' ? v === want : want.test(v)), (v) => `expected ${String(want)}, got "${v}"`);
