import type { BrowserContext, Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations, poll, settled, useServerAndBrowser } from './harness';
import { englishOnScreen } from './i18nCheck';

/**
 * The lecturer's marking in Vietnamese: home, a board's projects, the marking grid (a mark typed with a
 * decimal comma, a validation error, a save and its toast, the restored drafts, the leave guard, the sign-in-again
 * dialog, the published read-only view) and the forced password change with its validation messages. No word of
 * the English catalogue on any screen (beyond the data's names and codes); axe at 0 on every screen.
 */
jest.setTimeout(240_000);

const e2e = useServerAndBrowser();
const BOARD = 'Board A - SEP490';

async function expectVietnamese(page: Page, screen: string): Promise<void> {
  await settled(page);
  expect({ screen, english: await englishOnScreen(page) }).toEqual({ screen, english: [] });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
  await expectNoAxeViolations(page, `${screen} (vi)`);
}

async function signIn(context: BrowserContext, username: string, password: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${e2e.url}/loginteacher`);
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  return page;
}

async function openProject(page: Page, project: RegExp): Promise<void> {
  await page.goto(`${e2e.url}/teacher`);
  await page.getByRole('button', { name: 'Hội đồng chấm' }).click();
  await page.getByRole('button', { name: BOARD }).click();
  await page.getByRole('heading', { name: `Danh sách đồ án của hội đồng ${BOARD}` }).waitFor();
  await page.getByRole('button', { name: project }).click();
  await page.waitForURL(/teacherboardscore/);
}

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();
const until = (read: () => Promise<string>, want: string) => poll(read, (v) => v === want, (v) => `expected "${want}", got "${v}"`);
const CELLS = ['SE160004 Presentation', 'SE160004 Report', 'SE160004 Demo', 'SE160005 Presentation', 'SE160005 Report', 'SE160005 Demo'];
const cell = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const actions = (page: Page) => page.getByRole('region', { name: 'Thao tác chấm điểm' });

describe('the lecturer marks in Vietnamese', () => {
  it('home, board projects, the grid with a validation error, a save, drafts, the leave guard and the sign-in-again dialog', async () => {
    const context = await e2e.browser.newContext({ locale: 'vi-VN' });
    const page = await signIn(context, DEMO.lecturer1.username, DEMO.lecturer1.password);
    await page.waitForURL(`${e2e.url}/teacher`);
    await page.getByRole('cell', { name: 'SEP490-G1' }).waitFor();
    await expectVietnamese(page, 'lecturer home');

    await page.getByRole('button', { name: 'Hội đồng chấm' }).click();
    await page.getByRole('button', { name: BOARD }).click();
    await page.getByRole('heading', { name: `Danh sách đồ án của hội đồng ${BOARD}` }).waitFor();
    await expectVietnamese(page, 'board projects');

    await page.getByRole('button', { name: /2 - Library Seat Booking/ }).click();
    await page.waitForURL(/teacherboardscore/);
    await page.getByRole('heading', { name: 'Chấm điểm: Library Seat Booking' }).waitFor();
    await expectVietnamese(page, 'marking grid');

    // a decimal comma is a mark; 11 is not: the save is refused with the validation message in Vietnamese
    await cell(page, 'SE160004 Presentation').fill('7,5');
    await cell(page, 'SE160004 Report').fill('11');
    await until(() => text(page, 'save-status'), '2 điểm chưa lưu');
    await until(() => text(page, 'filled-count'), 'Đã nhập 1 / 6 ô');
    await actions(page).getByRole('button', { name: 'Lưu điểm', exact: true }).click();
    await page.getByText('Điểm phải là một số từ 0 đến 10, tối đa 2 chữ số thập phân').waitFor();
    expect(await cell(page, 'SE160004 Report').getAttribute('aria-invalid')).toBe('true');
    await expectVietnamese(page, 'marking grid with a validation error');

    // the drafts come back after a reload
    await page.reload();
    await page.getByText('Đã khôi phục 2 điểm chưa lưu').waitFor();
    expect(await cell(page, 'SE160004 Presentation').inputValue()).toBe('7,5');
    await expectVietnamese(page, 'restored drafts');

    // leaving asks first
    await page.getByRole('button', { name: DEMO.lecturer1.username }).click();
    const leave = page.getByRole('dialog', { name: 'Rời trang khi chưa lưu?' });
    await leave.waitFor();
    await expectVietnamese(page, 'leave guard');
    await leave.getByRole('button', { name: 'Ở lại trang này' }).click();

    // a save: the toast in Vietnamese, the button becomes the update
    for (const [i, label] of CELLS.entries()) await cell(page, label).fill(['7,5', '8', '9', '6', '7.5', '5'][i]!);
    await actions(page).getByRole('button', { name: 'Lưu điểm', exact: true }).click();
    await page.getByText('Cập nhật điểm thành công').first().waitFor();
    // opened from the board, the grid keeps the project's own address after its first save
    await page.waitForURL(/\/teacherboardscore\/\d+\/\d+$/);
    await page.getByRole('button', { name: 'Cập nhật điểm', exact: true }).waitFor();
    await expectVietnamese(page, 'marking grid after the save (toast)');
    const saved = await page.evaluate(async () => (await fetch('/api/marking/1/2')).json() as Promise<{ data: { scores: { Score: number }[] } }>);
    expect(saved.data.scores.map((s) => s.Score).sort()).toEqual([5, 6, 7.5, 7.5, 8, 9]);

    // the session ends on the server: the dialog signs in again in place
    await cell(page, 'SE160005 Demo').fill('6,25');
    const ended = await context.request.post(`${e2e.url}/api/logout`, { headers: { 'content-type': 'application/json' } });
    expect(ended.status()).toBe(200);
    await page.getByRole('button', { name: 'Cập nhật điểm', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Phiên đăng nhập đã hết hạn' });
    await dialog.waitFor();
    await dialog.getByText('1 điểm bạn đã nhập vẫn được giữ lại.', { exact: false }).waitFor();
    await expectVietnamese(page, 'sign in again');
    await dialog.getByLabel('Mật khẩu').fill(DEMO.lecturer1.password);
    await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.getByText('Cập nhật điểm thành công').first().waitFor();
    await until(() => text(page, 'save-status'), '');
    await context.close();
  });

  it('offline, a conflict settled per cell and the phone cards (after the save above)', async () => {
    const a = await e2e.browser.newContext({ locale: 'vi-VN' });
    const b = await e2e.browser.newContext({ locale: 'vi-VN' });
    const pageA = await signIn(a, DEMO.lecturer1.username, DEMO.lecturer1.password);
    const pageB = await signIn(b, DEMO.lecturer1.username, DEMO.lecturer1.password);
    for (const page of [pageA, pageB]) {
      await page.waitForURL(`${e2e.url}/teacher`);
      await openProject(page, /2 - Library Seat Booking/);
    }

    // offline: the save waits and goes when the network is back
    await cell(pageA, 'SE160004 Report').waitFor();
    await a.setOffline(true);
    await cell(pageA, 'SE160004 Report').fill('3');
    await actions(pageA).getByRole('button', { name: 'Cập nhật điểm', exact: true }).click();
    await until(() => text(pageA, 'save-status'), 'Mất kết nối — 1 điểm đang chờ lưu');
    await expectVietnamese(pageA, 'offline');
    await a.setOffline(false);
    await pageA.getByText('Cập nhật điểm thành công').first().waitFor();

    // the other browser typed over the same cell meanwhile: it chooses which value to keep
    await cell(pageB, 'SE160004 Report').fill('2');
    await actions(pageB).getByRole('button', { name: 'Cập nhật điểm', exact: true }).click();
    const panel = pageB.getByRole('main').getByRole('alert').filter({ hasText: 'đã được thay đổi ở nơi khác' });
    await panel.waitFor();
    await panel.getByText('của bạn 2, của người khác 3', { exact: false }).waitFor();
    await expectVietnamese(pageB, 'conflict panel');
    await panel.getByRole('button', { name: 'Giữ điểm của tôi (2)' }).click();
    await actions(pageB).getByRole('button', { name: 'Cập nhật điểm', exact: true }).click();
    await pageB.getByText('Cập nhật điểm thành công').first().waitFor();
    await a.close();
    await b.close();

    const phone = await e2e.browser.newContext({ locale: 'vi-VN', viewport: { width: 390, height: 844 } });
    const page = await signIn(phone, DEMO.lecturer1.username, DEMO.lecturer1.password);
    await page.waitForURL(`${e2e.url}/teacher`);
    await openProject(page, /2 - Library Seat Booking/);
    await page.getByRole('list', { name: 'Phiếu chấm điểm' }).waitFor();
    // a Vietnamese score: a decimal comma, two decimals (common/format.ts)
    expect(await text(page, 'card-total-SE160004')).toMatch(/^Tổng điểm: \d+,\d{2}$/);
    await expectVietnamese(page, 'phone marking cards');
    await phone.close();
  });

  it('the published project: read-only grid, its date as dd/MM/yyyy', async () => {
    const context = await e2e.browser.newContext({ locale: 'vi-VN' });
    const page = await signIn(context, DEMO.lecturer1.username, DEMO.lecturer1.password);
    await page.waitForURL(`${e2e.url}/teacher`);
    await openProject(page, /1 - Smart Campus Parking/);
    const notice = page.getByRole('status').filter({ hasText: 'đã công bố lúc' });
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/đã công bố lúc \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await page.getByRole('columnheader', { name: 'Điểm cuối cùng (kết quả)' }).waitFor();
    await expectVietnamese(page, 'published marking');
    await context.close();
  });
});

describe('the forced password change in Vietnamese', () => {
  it('shows the page and its validation messages in Vietnamese', async () => {
    const { context: admin } = await e2e.signedIn(DEMO.admin);
    const temporary = 'Tam-Thoi-Lect3-2026';
    const reset = await admin.request.post(`${e2e.url}/api/teacher/3/reset-password`, { data: { temporaryPassword: temporary } });
    expect(reset.status()).toBe(200);
    await admin.close();

    const context = await e2e.browser.newContext({ locale: 'vi-VN' });
    const page = await signIn(context, 'lecturer3', temporary);
    await page.waitForURL(`${e2e.url}/change-password`);
    await page.getByRole('heading', { name: 'Chọn mật khẩu mới' }).waitFor();
    await expectVietnamese(page, 'forced password change');

    await page.getByLabel('Mật khẩu hiện tại').fill(temporary);
    await page.getByLabel('Mật khẩu mới (ít nhất 12 ký tự)').fill('short');
    await page.getByLabel('Xác nhận mật khẩu mới').fill('different');
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await page.getByText('Mật khẩu mới phải có ít nhất 12 ký tự').waitFor();
    await page.getByText('Mật khẩu xác nhận không khớp').waitFor();
    await expectVietnamese(page, 'forced password change with validation errors');

    await page.getByLabel('Mật khẩu mới (ít nhất 12 ký tự)').fill('password1234');
    await page.getByLabel('Xác nhận mật khẩu mới').fill('password1234');
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await page.getByText('Mật khẩu mới quá phổ biến: hãy chọn mật khẩu khác').waitFor();
    await expectVietnamese(page, 'forced password change, a common password');
    await context.close();
  });
});
