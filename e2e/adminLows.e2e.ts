import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, settled, useServerAndBrowser } from './harness';
import { signedInAt, signedOutAt, type Lang } from './screens';
import { DEMO } from './harness';

/**
 * The admin console's and the shared frame's small things: the sections' '+Add' without a second plus, Escape on the
 * footer's Privacy and Terms of Use, a link to the board just added, and on a 360 px phone a language label on one
 * line and the admin menu folded under one button, so the section is in view. English and Vietnamese.
 */
jest.setTimeout(240_000);

const e2e = useServerAndBrowser();

const TEXTS = {
  en: {
    plusAdd: '+Add',
    privacy: 'Privacy',
    terms: 'Terms of Use',
    menu: 'Admin menu',
    section: (name: string) => `Section: ${name}`,
    board: 'Evaluation Board',
    student: 'Student',
    studentsHeading: 'Students Management',
    form: 'Add Committee',
    fields: { name: 'Name', room: 'Room', semester: 'Semester', subject: 'Subject', template: 'Template', date: 'Date', start: 'Start Time', end: 'End Time', add: 'Add' },
    added: (name: string) => `Board ${name} was added.`,
    open: (name: string) => `Open ${name}`,
  },
  vi: {
    plusAdd: '+ Thêm',
    privacy: 'Quyền riêng tư',
    terms: 'Điều khoản sử dụng',
    menu: 'Menu quản trị',
    section: (name: string) => `Mục: ${name}`,
    board: 'Hội đồng đánh giá',
    student: 'Sinh viên',
    studentsHeading: 'Quản lý sinh viên',
    form: 'Thêm hội đồng',
    fields: { name: 'Tên', room: 'Phòng', semester: 'Học kỳ', subject: 'Môn học', template: 'Mẫu điểm', date: 'Ngày', start: 'Giờ bắt đầu', end: 'Giờ kết thúc', add: 'Thêm' },
    added: (name: string) => `Đã thêm hội đồng ${name}.`,
    open: (name: string) => `Mở ${name}`,
  },
} as const;

const input = (page: Page, scope: Locator, label: string) => scope.getByLabel(label, { exact: true }).and(page.locator('input, textarea'));

async function pick(page: Page, scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await page.waitForFunction(() => !document.querySelector('.MuiPopover-root'));
}

describe.each(['en', 'vi'] as Lang[])('admin console and frame (%s)', (lang) => {
  const x = TEXTS[lang];

  it("the sections' add toggle reads the spec's '+Add' with no add icon beside it", async () => {
    const { context, page } = await signedInAt(e2e.browser, e2e.url, DEMO.admin, lang, 1280);
    for (const section of ['board', 'semester', 'student']) {
      await page.goto(`${e2e.url}/admin?section=${section}`);
      const add = page.getByRole('main').getByRole('button', { name: x.plusAdd, exact: true });
      await add.waitFor();
      expect(await add.locator('svg').count()).toBe(0);
      expect((await add.textContent())?.match(/\+/g)).toHaveLength(1);
    }
    await expectNoAxeViolations(page, `students, +Add (${lang})`);
    await context.close();
  });

  it('Escape closes the Privacy and Terms of Use dialogs and gives focus back to their link', async () => {
    const { context, page } = await signedOutAt(e2e.browser, e2e.url, lang, 1280);
    for (const name of [x.privacy, x.terms]) {
      const link = page.getByRole('contentinfo').getByRole('button', { name, exact: true });
      await link.click();
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, `${name} dialog`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    }
    await context.close();
  });

  it('after adding a board, a notice under the form names it with a link to its page', async () => {
    const { context, page } = await signedInAt(e2e.browser, e2e.url, DEMO.admin, lang, 1280);
    await page.goto(`${e2e.url}/admin`);
    await page.getByRole('main').getByRole('button', { name: x.plusAdd, exact: true }).click();
    const form = page.getByRole('form', { name: x.form });
    const name = `Board Link ${lang}`;
    await input(page, form, x.fields.name).fill(name);
    await input(page, form, x.fields.room).fill(lang === 'en' ? '411' : '412');
    await pick(page, form, x.fields.semester, /^2026 - (Fall|Thu)/);
    await pick(page, form, x.fields.subject, /^Capstone Project/);
    await pick(page, form, x.fields.template, '101 - SEP490 Defence 2026');
    await form.getByRole('group', { name: x.fields.date }).locator('[role="spinbutton"]').first().click();
    // the date picker's fields in the language's order: year first in English, day first in Vietnamese
    await page.keyboard.type(lang === 'en' ? '20261130' : '30112026');
    await input(page, form, x.fields.start).fill('08:00');
    await input(page, form, x.fields.end).fill('09:00');
    await form.getByRole('button', { name: x.fields.add, exact: true }).click();
    const notice = page.getByRole('status').filter({ hasText: x.added(name) });
    await notice.waitFor();
    await settled(page);
    await expectNoAxeViolations(page, `board added, its link (${lang})`);
    await notice.getByRole('link', { name: x.open(name) }).click();
    await page.waitForURL(/\/boarddetails\/\d+$/);
    await page.getByText(name).first().waitFor();
    await context.close();
  });

  it('on a 360 px phone the language label stays on one line and the admin menu folds, the section in view', async () => {
    const { context, page } = await signedInAt(e2e.browser, e2e.url, DEMO.admin, lang, 360);
    await page.goto(`${e2e.url}/admin`);
    const label = page.getByRole('banner').locator('label').filter({ has: page.getByTestId('language-switch') });
    const words = label.locator('span').first();
    const lineHeight = await words.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20);
    expect((await words.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const nav = page.getByRole('navigation', { name: x.menu });
    const toggle = nav.getByRole('button', { name: x.section(x.board) });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // the menu's thirteen entries are folded: the section's add button is on the first screen
    expect(await nav.getByRole('button', { name: x.student, exact: true }).count()).toBe(0);
    const add = page.getByRole('main').getByRole('button', { name: x.plusAdd, exact: true });
    expect((await add.boundingBox())!.y).toBeLessThan(800);
    await expectNoAxeViolations(page, `admin on a phone, menu folded (${lang})`);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await settled(page);
    await expectNoAxeViolations(page, `admin on a phone, menu unfolded (${lang})`);
    await nav.getByRole('button', { name: x.student, exact: true }).click();
    await page.getByRole('heading', { name: x.studentsHeading }).waitFor();
    // chosen: the menu folds again under the new section's name
    await nav.getByRole('button', { name: x.section(x.student) }).waitFor();
    expect(await nav.getByRole('button', { name: x.board, exact: true }).count()).toBe(0);
    expect((await page.getByRole('heading', { name: x.studentsHeading }).boundingBox())!.y).toBeLessThan(800);
    await context.close();
  });
});
