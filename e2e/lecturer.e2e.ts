import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations, poll, useServerAndBrowser } from './harness';

jest.setTimeout(180_000);

const e2e = useServerAndBrowser();

const BOARD = 'Board A - SEP490';

const lecturerContext = () => e2e.signedIn(DEMO.lecturer1, { acceptDownloads: true });

async function openBoard(page: Page) {
  await page.goto(`${e2e.url}/teacher`);
  await page.getByRole('button', { name: 'Evaluations' }).click();
  await page.getByRole('button', { name: BOARD }).click();
  await page.waitForURL(/\/evaluation\/\d+$/);
  await page.getByRole('heading', { name: `List projects in board ${BOARD}` }).waitFor();
}

const total = (page: Page, code: string) => page.getByTestId(`total-${code}`);

/** Polls until the text or value matches. */
const is = (want: string) => [(last: string) => last === want, (last: string) => `expected "${want}", got "${last}"`] as const;
const hasText = (l: Locator, want: string) => poll(async () => ((await l.textContent()) ?? '').trim(), ...is(want));
const hasValue = (l: Locator, want: string) => poll(() => l.inputValue(), ...is(want));

describe('lecturer journey', () => {
  it('lists courses and evaluations, marks a project with the keyboard only, then updates it', async () => {
    const { context, page } = await lecturerContext();
    await page.getByRole('heading', { name: 'Nguyen Van An' }).waitFor();
    await page.getByRole('cell', { name: 'SEP490-G1' }).waitFor();
    await expectNoAxeViolations(page, 'lecturer courses');

    await page.getByRole('button', { name: 'Evaluations' }).click();
    await page.getByRole('button', { name: BOARD }).waitFor();
    expect(await page.getByRole('cell', { name: '2026-11-20' }).count()).toBe(1);
    await expectNoAxeViolations(page, 'lecturer evaluations');
    await page.getByRole('button', { name: BOARD }).click();
    await page.waitForURL(/\/evaluation\/\d+$/);
    const list = page.getByRole('list', { name: `Projects in board ${BOARD}` });
    await list.waitFor();
    await list.getByRole('img', { name: 'Marked' }).first().waitFor();
    const project1 = list.getByRole('button', { name: /1 - Smart Campus Parking/ });
    const project2 = list.getByRole('button', { name: /2 - Library Seat Booking/ });
    expect(await project1.getByRole('img', { name: 'Marked' }).count()).toBe(1);
    expect(await project2.getByRole('img', { name: 'Marked' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'board list');
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies).toMatchObject({ evaluation_id: '1', template_id: '101', lectureinboard_id: '1' });

    await project2.click();
    await page.waitForURL(/\/teacherboardscore\/\d+\/\d+$/);
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    expect(await page.getByRole('cell', { name: 'Not published' }).count()).toBe(1);
    await expectNoAxeViolations(page, 'marking screen (nomarked)');

    // An empty grid is refused with the spec's message and nothing is sent.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Scores must be numbers from 0 to 10 inclusive').waitFor();

    // Keyboard only: type, Tab, Enter.
    await page.getByLabel('SE160004 Presentation').focus();
    for (const [i, value] of ['7', '8', '9', '6', '7.5', '5'].entries()) {
      await page.keyboard.type(value);
      if (i < 5) await page.keyboard.press('Tab');
    }
    await hasText(total(page, 'SE160004'), '8.10');
    await hasText(total(page, 'SE160005'), '6.05');
    // Enter moves down, typing replaces the cell; Escape restores it.
    await page.getByLabel('SE160004 Report').focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('SE160005 Report');
    await page.keyboard.type('11');
    expect(await page.getByLabel('SE160005 Report').getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.type('7.5'); // typed after 11: invalid "117.5"
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('7.5');
    await hasText(total(page, 'SE160005'), '6.05');
    await page.getByLabel('SE160005 Demo').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Submit');
    await page.keyboard.press('Enter');
    await page.getByText('Update grade successfully').first().waitFor();
    await page.waitForURL(/\/teacherboardscore\/\d+\/\d+$/);
    await page.getByRole('button', { name: 'Update' }).waitFor();

    // The board list now ticks project 2; reopened as 'marked' it shows the saved values.
    await openBoard(page);
    await list.getByRole('button', { name: /2 - Library Seat Booking/ }).getByRole('img', { name: 'Marked' }).waitFor();
    await list.getByRole('button', { name: /2 - Library Seat Booking/ }).click();
    await page.waitForURL(/\/teacherboardscore\/\d+\/\d+$/);
    expect(await page.getByLabel('SE160004 Demo').inputValue()).toBe('9');
    await page.getByLabel('SE160005 Demo').fill('6');
    await hasText(total(page, 'SE160005'), '6.45');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Update grade successfully').first().waitFor();
    // the toast is checked with the screen: its colours are the theme's
    await expectNoAxeViolations(page, 'marking screen (marked)');
    await context.close();
  });

  it('asks before leaving unsaved marks', async () => {
    const { context, page } = await lecturerContext();
    await openBoard(page);
    await page.getByRole('button', { name: /2 - Library Seat Booking/ }).click();
    await page.waitForURL(/teacherboardscore/);
    await page.getByLabel('SE160004 Report').fill('3');
    await page.getByRole('button', { name: 'lecturer1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'leave dialog');
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    expect(page.url()).toMatch(/teacherboardscore/);
    expect(await page.getByLabel('SE160004 Report').inputValue()).toBe('3');
    await page.getByRole('button', { name: 'lecturer1' }).click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`${e2e.url}/user`);
    await context.close();
  });

  it('refuses a save over marks changed in another session since the page loaded', async () => {
    const a = await lecturerContext();
    const b = await lecturerContext();
    for (const { page } of [a, b]) {
      await openBoard(page);
      await page.getByRole('button', { name: /2 - Library Seat Booking/ }).click();
      await page.waitForURL(/\/teacherboardscore\/\d+\/\d+$/);
      await page.getByLabel('SE160004 Presentation').waitFor();
    }
    await a.page.getByLabel('SE160004 Presentation').fill('5');
    await a.page.getByRole('button', { name: 'Update' }).click();
    await a.page.getByText('Update grade successfully').first().waitFor();

    await b.page.getByLabel('SE160004 Presentation').fill('4');
    await b.page.getByRole('button', { name: 'Update' }).click();
    // The conflict is shown per cell (yours / theirs); nothing is overwritten silently
    const panel = b.page.getByRole('main').getByRole('alert').filter({ hasText: 'changed elsewhere since you typed' });
    await panel.waitFor();
    expect(await b.page.getByLabel('SE160004 Presentation').inputValue()).toBe('4'); // the failed save keeps the value
    await expectNoAxeViolations(b.page, 'conflict message');
    await panel.getByRole('button', { name: 'Take theirs (5)' }).click();
    await hasValue(b.page.getByLabel('SE160004 Presentation'), '5');
    await a.context.close();
    await b.context.close();
  });

  it('pastes a block copied from a spreadsheet', async () => {
    const { context, page } = await e2e.signedIn({ role: 'teach', username: 'lecturer3', password: 'lecturer123' });
    await page.getByRole('button', { name: 'Evaluations' }).click();
    await page.getByRole('button', { name: 'Board C - SWP391' }).click();
    await page.getByRole('button', { name: /5 - Clinic Queue/ }).click();
    await page.waitForURL(/\/teacherboardscore\/\d+\/\d+$/);
    const first = page.getByLabel('SE160001 Idea');
    await first.focus();
    await first.evaluate((el) => {
      const dt = new DataTransfer();
      dt.setData('text/plain', '8\t7\t9\r\n6\t5.5\t7\r\n');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    });
    await hasValue(page.getByLabel('SE160011 Q&A'), '7');
    await hasText(total(page, 'SE160001'), '7.75');
    await hasText(total(page, 'SE160011'), '6.00');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Update grade successfully').first().waitFor();
    await context.close();
  });

  it('shows the students of a course with published results and exports the same table as CSV', async () => {
    const { context, page } = await lecturerContext();
    await page.getByRole('button', { name: 'SEP490-G1' }).click();
    await page.waitForURL(`${e2e.url}/studentsInCourse`);
    await page.getByRole('heading', { name: 'List student of course SEP490-G1' }).waitFor();
    await page.getByRole('gridcell', { name: 'SE160001' }).waitFor();
    await expectNoAxeViolations(page, 'students in course');
    const table = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[role="row"]')).map((row) =>
        Array.from(row.querySelectorAll('[role="columnheader"], [role="gridcell"]')).map((c) => (c.textContent ?? '').trim()),
      ),
    );
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe('students_SEP490-G1.csv');
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(csv[0]).toBe('Code,Name,Project,Score,Results');
    const tableRows = table.filter((r) => r.length === 5);
    expect(tableRows[0]).toEqual(['Code', 'Name', 'Project', 'Score', 'Results']);
    expect(csv.map((line) => line.split(','))).toEqual(tableRows);
    expect(tableRows).toContainEqual(['SE160001', 'Nguyen Minh Anh', 'Smart Campus Parking', '8.11', 'Passed']);
    expect(tableRows).toContainEqual(['SE160003', 'Le Thi Cam', 'Smart Campus Parking', expect.any(String), 'Not passed']);
    expect(tableRows).toContainEqual(['SE160004', 'Pham Duc Duy', 'Library Seat Booking', 'Not published', 'Not published']);
    expect(tableRows).toContainEqual(['SE160006', 'Vo Thanh Khoa', 'Not yet', '', '']);
    await context.close();
  });
});

