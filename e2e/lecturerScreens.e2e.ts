import type { Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations, poll, useServerAndBrowser } from './harness';

/**
 * The small things of a lecturer's and a student's day: the marking grid's save shortcut, focus after a save and the
 * "two decimals" message; the way back from a board's pages, its title and its slot times; today's board in
 * Evaluations with the board's own status; "My defences" as a screen of its own; the calendar address copied and
 * opened by webcal://, its feed in the subscriber's language. English and Vietnamese, 1280 px and a 360 px phone.
 */
jest.setTimeout(240_000);

const e2e = useServerAndBrowser();
const BOARD = 'Board A - SEP490';
const PHONE = { viewport: { width: 360, height: 740 } };

/**
 * Switches the language, and waits until the account has kept it: the next test signs in as the same lecturer and
 * expects the language this one leaves (a context closed before the save left the account in Vietnamese).
 */
const chooseLanguage = async (page: Page, language: 'en' | 'vi') => {
  const kept = page.waitForResponse((r) => r.url().endsWith('/api/account/language') && r.request().method() === 'PUT');
  await page.getByRole('combobox', { name: /^(Language|Ngôn ngữ)$/ }).selectOption(language);
  expect((await kept).status()).toBe(200);
};
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? document.activeElement?.tagName);
const until = (page: Page, want: string) => poll(() => focused(page), (v) => v === want, (v) => `focus is on "${v}", not "${want}"`);
const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

/** lecturer1 opens project 2 of board A (not marked yet) by its address. */
async function openProject2(page: Page) {
  await page.goto(`${e2e.url}/teacherboardscore/1/2`);
  await page.getByRole('heading', { name: 'Marking: Library Seat Booking' }).waitFor();
}

describe("a lecturer's and a student's screens", () => {
  it('marking: "at most two decimals", Ctrl+Enter / Ctrl+S save, focus kept after a save (English, then Vietnamese)', async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer1);
    await openProject2(page);
    const cell = (label: string) => page.getByLabel(label, { exact: true });

    // a third decimal: said as such beside the cell, and by the server's rule on Submit
    await cell('SE160004 Presentation').fill('7.555');
    await page.getByText('At most two decimals', { exact: true }).waitFor();
    expect(await cell('SE160004 Presentation').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('0 to 10', { exact: true }).count()).toBe(0);
    await cell('SE160004 Report').fill('11');
    await page.getByText('0 to 10', { exact: true }).waitFor();
    // the save's shortcut is in the grid's help and the button's tooltip
    await page.getByText(/Ctrl\+Enter or Ctrl\+S: save the marks\./).waitFor();
    await page.getByRole('button', { name: 'Submit' }).hover();
    await page.getByRole('tooltip', { name: 'Ctrl+Enter or Ctrl+S: save the marks' }).waitFor();
    await expectNoAxeViolations(page, 'marking: two decimals, tooltip');

    // Ctrl+Enter from a cell: the wrong cells are refused, the first one (the third decimal) says why
    await cell('SE160005 Demo').focus();
    await page.keyboard.press('Control+Enter');
    await page.getByText('Scores have at most two decimals').first().waitFor();
    await until(page, 'SE160004 Presentation');

    // all good: Ctrl+Enter saves and the cell keeps the focus
    for (const [label, value] of [['SE160004 Presentation', '7.55'], ['SE160004 Report', '8'], ['SE160004 Demo', '9'], ['SE160005 Presentation', '6'], ['SE160005 Report', '7.5'], ['SE160005 Demo', '5']]) {
      await cell(label!).fill(value!);
    }
    await cell('SE160005 Demo').focus();
    await page.keyboard.press('Control+Enter');
    await page.getByText('Update grade successfully').first().waitFor();
    await page.getByRole('button', { name: 'Update' }).waitFor();
    await until(page, 'SE160005 Demo');

    // Enter on the (disabled while saving) button: the focus comes back to it, not to the page
    await cell('SE160005 Demo').fill('6');
    await page.getByRole('button', { name: 'Update' }).focus();
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('save-status').innerText(), (v) => v === '', (v) => `still "${v}"`);
    await until(page, 'Update');
    // Ctrl+S from the button saves too (the browser's "save page" does not open)
    await cell('SE160005 Demo').fill('6.5');
    await page.getByRole('button', { name: 'Update' }).focus();
    await page.keyboard.press('Control+s');
    await poll(() => page.getByTestId('save-status').innerText(), (v) => v === '', (v) => `still "${v}"`);
    const saved = await page.evaluate(async () => (await fetch('/api/marking/1/2')).json() as Promise<{ data: { scores: { Score: number }[] } }>);
    expect(saved.data.scores.map((s) => s.Score).sort((a, b) => a - b)).toEqual([6, 6.5, 7.5, 7.55, 8, 9]);
    await until(page, 'Update');

    // Vietnamese: the same messages and shortcut
    await chooseLanguage(page, 'vi');
    await cell('SE160004 Presentation').fill('7,555');
    await page.getByText('Tối đa hai chữ số thập phân', { exact: true }).waitFor();
    await page.getByText(/Ctrl\+Enter hoặc Ctrl\+S: lưu điểm\./).waitFor();
    await page.getByRole('button', { name: 'Cập nhật điểm' }).hover();
    await page.getByRole('tooltip', { name: 'Ctrl+Enter hoặc Ctrl+S: lưu điểm' }).waitFor();
    await cell('SE160004 Presentation').focus();
    await page.keyboard.press('Control+Enter');
    await page.getByText('Điểm có tối đa hai chữ số thập phân').first().waitFor();
    await expectNoAxeViolations(page, 'marking in Vietnamese: two decimals');
    await cell('SE160004 Presentation').fill('7.55');
    await chooseLanguage(page, 'en');
    await context.close();
  });

  it('marking on a 360 px phone says "at most two decimals" under the field, in both languages', async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer1, PHONE);
    await openProject2(page);
    await page.getByRole('list', { name: 'Marking cards' }).waitFor();
    await page.getByLabel('SE160004 Report', { exact: true }).fill('8.125');
    await page.getByText('Not a score: at most two decimals (7.55, not 7.555)').waitFor();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page, 'phone marking: two decimals');
    await chooseLanguage(page, 'vi');
    await page.getByText('Không phải điểm: tối đa hai chữ số thập phân (7,55, không phải 7,555)').waitFor();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page, 'phone marking in Vietnamese: two decimals');
    await page.getByLabel('SE160004 Report', { exact: true }).fill('8');
    await chooseLanguage(page, 'en');
    await context.close();
  });

  it("Evaluations marks today's board with its own status; the board's pages show slot times, a title without 'Board Board' and a way back", async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer1);
    // the day of board A (its semester runs from September to December: "On going" all along)
    await page.clock.setFixedTime(new Date('2026-11-20T09:00:00'));
    await page.getByRole('button', { name: 'Evaluations' }).click();
    // the one table of the view ('Evaluation boards' / 'Các hội đồng đánh giá')
    const boards = page.getByRole('main').getByRole('table');
    const row = (name: string) => boards.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
    await row(BOARD).getByText('Today', { exact: true }).waitFor();
    expect(await row('Board C - SWP391').getByText('Today', { exact: true }).count()).toBe(0);
    // the board's own status: A sits today, C later
    await row(BOARD).getByText('On going', { exact: true }).waitFor();
    await row('Board C - SWP391').getByText('Future', { exact: true }).waitFor();
    // today's board comes first
    expect(await boards.locator('tbody tr').first().innerText()).toContain(BOARD);
    await expectNoAxeViolations(page, "Evaluations with today's board");

    await row(BOARD).getByRole('button', { name: BOARD }).click();
    await page.waitForURL(/\/evaluation\/1$/);
    const list = page.getByRole('list', { name: `List projects in board ${BOARD}` });
    await list.getByRole('button', { name: /1 - Smart Campus Parking/ }).getByText(/Defence 08:00–08:45/).waitFor();
    await list.getByRole('button', { name: /2 - Library Seat Booking/ }).getByText(/Defence 09:00–09:45/).waitFor();
    await expectNoAxeViolations(page, "the board's projects with their slots");

    await page.getByRole('link', { name: 'Board page and minutes' }).click();
    await page.waitForURL(/\/boarddetails\/1$/);
    await page.getByRole('heading', { level: 1, name: BOARD, exact: true }).waitFor();
    expect(await page.getByText(/Board Board/).count()).toBe(0);
    const trail = page.getByRole('navigation', { name: 'Where you are' });
    await expectNoAxeViolations(page, "the lecturer's board page");
    await trail.getByRole('link', { name: `Projects of ${BOARD}` }).click();
    await page.waitForURL(/\/evaluation\/1$/);
    await page.getByRole('navigation', { name: 'Where you are' }).getByRole('link', { name: 'Evaluations' }).click();
    await page.waitForURL(/\/teacher\?view=evaluations$/);
    await row(BOARD).getByText('Today', { exact: true }).waitFor();

    // Vietnamese
    await chooseLanguage(page, 'vi');
    await row(BOARD).getByText('Hôm nay', { exact: true }).waitFor();
    await row('Board C - SWP391').getByText('Sắp diễn ra', { exact: true }).waitFor();
    await expectNoAxeViolations(page, "Evaluations with today's board (vi)");
    await row(BOARD).getByRole('button', { name: BOARD }).click();
    await page.getByRole('button', { name: /1 - Smart Campus Parking/ }).getByText(/Bảo vệ 08:00–08:45/).waitFor();
    await page.getByRole('link', { name: 'Trang hội đồng và biên bản' }).click();
    await page.getByRole('heading', { level: 1, name: BOARD, exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Vị trí hiện tại' }).getByRole('link', { name: `Đồ án của ${BOARD}` }).waitFor();
    await expectNoAxeViolations(page, "the lecturer's board page (vi)");
    await chooseLanguage(page, 'en');
    await context.close();
  });

  it("the board page and today's board on a 360 px phone", async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer1, PHONE);
    await page.clock.setFixedTime(new Date('2026-11-20T09:00:00'));
    await page.getByRole('button', { name: 'Evaluations' }).click();
    await page.getByRole('table', { name: 'Evaluation boards' }).getByText('Today', { exact: true }).waitFor();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page, "phone: Evaluations with today's board");
    await page.goto(`${e2e.url}/boarddetails/1`);
    await page.getByRole('heading', { level: 1, name: BOARD, exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Where you are' }).getByRole('link', { name: 'Evaluations' }).waitFor();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page, 'phone: board page');
    await context.close();
  });

  it('"My defences" is a screen with its own h1 (both languages)', async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer1);
    await page.getByRole('button', { name: 'My defences' }).click();
    await page.getByRole('heading', { level: 1, name: 'My defences' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.getByRole('heading', { level: 2, name: BOARD }).waitFor();
    await expectNoAxeViolations(page, 'my defences');
    await chooseLanguage(page, 'vi');
    await page.getByRole('heading', { level: 1, name: 'Lịch bảo vệ của tôi' }).waitFor();
    const download = await page.getByRole('link', { name: 'Tải tệp .ics' }).getAttribute('href');
    expect(download).toMatch(/mine\.ics\?lang=vi$/);
    await expectNoAxeViolations(page, 'my defences (vi)');
    await chooseLanguage(page, 'en');
    await context.close();
  });

  it('the calendar address: Copy says "Copied", a webcal:// link, and the feed in the subscriber\'s language with its zone first', async () => {
    const { context, page } = await e2e.signedIn(DEMO.student1, PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.url });
    await page.goto(`${e2e.url}/user`);
    await page.getByRole('button', { name: 'Calendar subscription' }).click();
    await page.getByRole('button', { name: 'Create calendar address' }).click();
    const address = page.getByLabel('Your secret calendar address (shown once; keep it private)');
    await address.waitFor();
    const url = await address.inputValue();
    expect(url).toMatch(/^https?:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await page.getByRole('button', { name: 'Copy address' }).click();
    await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    expect(await page.getByRole('link', { name: 'Open in your calendar app (webcal://)' }).getAttribute('href')).toBe(url.replace(/^https?:\/\//, 'webcal://'));
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page, 'calendar address copied');

    const feed = async () => (await page.request.get(`${e2e.url}${new URL(url).pathname}`)).text();
    const english = await feed();
    expect(english).toContain('SUMMARY:Defence: Smart Campus Parking');
    expect(english.indexOf('X-WR-TIMEZONE:')).toBeGreaterThan(0);
    expect(english.indexOf('X-WR-TIMEZONE:')).toBeLessThan(english.indexOf('BEGIN:VEVENT'));

    // Vietnamese: the screen, and the feed (the account's language, read without a session)
    await chooseLanguage(page, 'vi');
    await page.getByRole('button', { name: 'Sao chép địa chỉ' }).click();
    await page.getByRole('status').filter({ hasText: 'Đã sao chép' }).waitFor();
    await page.getByRole('link', { name: 'Mở trong ứng dụng lịch (webcal://)' }).waitFor();
    await expectNoAxeViolations(page, 'calendar address copied (vi)');
    await poll(feed, (text) => text.includes('SUMMARY:Bảo vệ: Smart Campus Parking'), (text) => `the feed stayed: ${text.slice(0, 400)}`);
    const vietnamese = await feed();
    expect(vietnamese).toContain('LOCATION:Phòng 201');
    expect(vietnamese.indexOf('X-WR-TIMEZONE:')).toBeLessThan(vietnamese.indexOf('BEGIN:VEVENT'));
    await chooseLanguage(page, 'en');
    await context.close();
  });
});
