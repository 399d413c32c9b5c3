import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, settled, useServerAndBrowser } from './harness';
import { englishOnScreen, ENGLISH_WORDS } from './i18nCheck';
import { pdfFileText } from './pdfText';

/**
 * In a real browser: the language switch (plain HTML on the signed-out pages, in the header once signed
 * in), the choice kept per browser and per account, screens in Vietnamese with no word of the English catalogue
 * left (beyond the data's names and codes), axe at 0 in both languages, and the board minutes downloaded as a PDF.
 */
jest.setTimeout(180_000);

const e2e = useServerAndBrowser();

async function expectVietnamese(page: Page, screen: string): Promise<void> {
  await settled(page);
  expect({ screen, english: await englishOnScreen(page) }).toEqual({ screen, english: [] });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
  await expectNoAxeViolations(page, `${screen} (vi)`);
}

/** Signs in on a Vietnamese login screen. */
async function signIn(page: Page, loginPath: string, username: string, password: string, home: string): Promise<void> {
  await page.goto(`${e2e.url}${loginPath}`);
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL(`${e2e.url}${home}`);
}

it('has English words to look for', () => {
  expect(ENGLISH_WORDS.size).toBeGreaterThan(100);
  expect(ENGLISH_WORDS.has('lecturer')).toBe(true);
});

describe('the language switch', () => {
  it('follows the browser, switches with a plain select on the landing page and remembers the choice', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${e2e.url}/`);
    await page.getByRole('link', { name: 'Login for Student' }).waitFor();
    await expectNoAxeViolations(page, 'landing (en)');
    const select = page.getByLabel('Language');
    expect(await select.evaluate((el) => el.tagName)).toBe('SELECT'); // plain HTML, not MUI
    await select.selectOption('vi');
    await page.getByRole('link', { name: 'Đăng nhập dành cho Sinh viên' }).waitFor();
    await expectVietnamese(page, 'landing');
    expect(await page.getByRole('img', { name: 'Biểu trưng hệ thống đánh giá đồ án' }).count()).toBe(1);
    await page.reload();
    await page.getByRole('link', { name: 'Đăng nhập dành cho Sinh viên' }).waitFor();
    await context.close();

    const vietnamese = await e2e.browser.newContext({ locale: 'vi-VN' });
    const second = await vietnamese.newPage();
    await second.goto(`${e2e.url}/loginteacher`);
    await second.getByRole('button', { name: 'Đăng nhập' }).waitFor();
    await expectVietnamese(second, 'login');
    await vietnamese.close();
  });
});

describe('screens in Vietnamese', () => {
  it('the student: grade report, its explanation and the transcript', async () => {
    const context = await e2e.browser.newContext({ locale: 'vi-VN' });
    const page = await context.newPage();
    await signIn(page, '/loginstudent', 'student1', 'student123', '/student');
    await page.getByRole('heading', { name: 'Bảng điểm của student1' }).waitFor();
    await expectVietnamese(page, 'student home');
    await page.getByRole('button', { name: /SEP490-G1/ }).click();
    await page.getByRole('button', { name: 'Điểm này được tính thế nào?' }).click();
    await page.getByRole('heading', { name: 'Cách tính điểm của bạn' }).waitFor();
    await expectVietnamese(page, 'student explanation');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Bảng điểm (PDF)' }).click();
    const text = pdfFileText(await (await download).path());
    expect(text).toContain('BẢNG ĐIỂM SINH VIÊN');
    expect(text).toContain('Đạt');
    await context.close();
  });

  it('the admin: board details (minutes as a PDF) and course details', async () => {
    const context = await e2e.browser.newContext({ locale: 'vi-VN', acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, '/loginadmin', 'admin', 'admin123', '/admin');
    await page.goto(`${e2e.url}/boarddetails/1`);
    await page.getByRole('heading', { name: 'Thông tin chi tiết hội đồng đánh giá' }).waitFor();
    await expectVietnamese(page, 'board details');
    for (const tab of ['Danh sách đồ án', 'Theo dõi tiến độ chấm']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectVietnamese(page, `board details, ${tab}`);
    }
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Biên bản (PDF)' }).click();
    const minutes = await download;
    expect(minutes.suggestedFilename()).toBe('board-1-minutes.pdf');
    const file = await minutes.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfFileText(file);
    expect(text).toContain('BIÊN BẢN HỌP HỘI ĐỒNG ĐÁNH GIÁ');
    expect(text).toContain('Chủ tịch hội đồng');

    await page.goto(`${e2e.url}/coursedetails/1`);
    await page.getByRole('heading', { name: 'Thông tin chi tiết lớp học phần' }).waitFor();
    await expectVietnamese(page, 'course details');
    await page.getByRole('tab', { name: 'Danh sách sinh viên' }).click();
    await expectVietnamese(page, 'course details, students');
    await page.goto(`${e2e.url}/projectdetails/1/1`);
    await page.getByRole('heading', { name: 'Thông tin chi tiết đồ án' }).waitFor();
    await expectVietnamese(page, 'project details');
    await page.getByRole('tab', { name: 'Lịch sử chấm điểm' }).click();
    await page.getByRole('grid', { name: 'Lịch sử chấm điểm' }).waitFor();
    await expectVietnamese(page, 'project history');
    await context.close();
  });
});

describe('the lecturer in Vietnamese', () => {
  it('courses, course results, evaluations, a board\'s projects, the user page; the choice is kept for the account', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${e2e.url}/loginteacher`);
    await page.getByLabel('Language').selectOption('vi');
    await signIn(page, '/loginteacher', 'lecturer1', 'lecturer123', '/teacher');
    await page.getByRole('heading', { name: 'Nguyen Van An' }).waitFor();
    await page.getByRole('cell', { name: 'SEP490-G1' }).waitFor();
    await expectVietnamese(page, 'lecturer courses');
    await page.getByRole('button', { name: 'SEP490-G1' }).click();
    await page.waitForURL(`${e2e.url}/studentsInCourse`);
    await page.getByRole('heading', { name: 'Danh sách sinh viên lớp học phần SEP490-G1' }).waitFor();
    await page.getByRole('gridcell', { name: 'Đạt' }).first().waitFor();
    await expectVietnamese(page, 'course results');
    await page.goto(`${e2e.url}/teacher`);
    await page.getByRole('button', { name: 'Hội đồng chấm' }).click();
    await page.getByRole('cell', { name: '20/11/2026' }).waitFor(); // the board's date as Vietnamese write it
    await expectVietnamese(page, 'lecturer evaluations');
    await page.getByRole('button', { name: 'Board A - SEP490' }).click();
    await page.getByRole('heading', { name: 'Danh sách đồ án của hội đồng Board A - SEP490' }).waitFor();
    await expectVietnamese(page, 'board projects');
    await page.goto(`${e2e.url}/user`);
    await page.getByRole('heading', { name: 'Thông tin người dùng' }).waitFor();
    await expectVietnamese(page, 'user page');
    await page.goto(`${e2e.url}/no-such-page`);
    await page.getByRole('heading', { name: 'Không tìm thấy trang' }).waitFor();
    await expectVietnamese(page, 'not found');
    await context.close();
  });

  it('keeps the language chosen in the header for the account, on another browser', async () => {
    const first = await e2e.browser.newContext({ locale: 'en-US' });
    const page = await first.newPage();
    await page.goto(`${e2e.url}/loginteacher`);
    await page.getByLabel('Username').fill('lecturer2');
    await page.getByLabel('Password').fill('lecturer123');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${e2e.url}/teacher`);
    // the header's switch (the login page's own may still be on screen while the home renders)
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/language') && r.status() === 200);
    await page.getByLabel('Language').selectOption('vi');
    await saved;
    await page.getByRole('button', { name: 'Đăng xuất' }).waitFor();
    await first.close();

    const second = await e2e.browser.newContext({ locale: 'en-US' });
    const other = await second.newPage();
    await other.goto(`${e2e.url}/loginteacher`);
    await other.getByLabel('Username').fill('lecturer2');
    await other.getByLabel('Password').fill('lecturer123');
    await other.getByRole('button', { name: 'Login' }).click();
    await other.waitForURL(`${e2e.url}/teacher`);
    await other.getByRole('button', { name: 'Đăng xuất' }).waitFor();
    await expectVietnamese(other, 'lecturer home after sign-in elsewhere');
    await second.close();
  });
});
