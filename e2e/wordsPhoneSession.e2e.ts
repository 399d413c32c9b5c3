import Database from 'better-sqlite3';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations, poll, useServerAndBrowser } from './harness';

/**
 * Errors a person sees, in both languages: on a phone (390 x 844) the marking screen's Submit bar stays on screen
 * while the cards scroll and hides no input at the end; a session that ends outside marking (its cookie deleted, or
 * revoked on the server) lands on the login page saying so, and signing in returns to the same page.
 */
jest.setTimeout(240_000);

const e2e = useServerAndBrowser();
const PHONE = { width: 390, height: 844 };

const TEXTS = {
  en: { evaluations: 'Evaluations', submit: 'Submit', actions: 'Marking actions', ended: 'Your session has ended — sign in again', user: 'Username', password: 'Password', login: 'Login', saveMinutes: 'Save the minutes', board: 'Board A - SEP490' },
  vi: { evaluations: 'Hội đồng chấm', submit: 'Lưu điểm', actions: 'Thao tác chấm điểm', ended: 'Phiên làm việc đã kết thúc — vui lòng đăng nhập lại', user: 'Tên đăng nhập', password: 'Mật khẩu', login: 'Đăng nhập', saveMinutes: 'Lưu biên bản', board: 'Board A - SEP490' },
} as const;
type Lang = keyof typeof TEXTS;

beforeAll(() => {
  // Library Seat Booking gets a third student (student 6), so its cards are taller than a phone's screen
  const db = new Database(path.join(e2e.server.dataDir, 'e2e.sqlite'));
  db.prepare(`insert into student_in_project ("StudentId", "ProjectId", "CourseId") values (6, 2, 1)`).run();
  db.close();
});

/**
 * The element's box. Read again while it has none: the Submit button is drawn again when its tooltip's code arrives
 * (components/LateTooltip.tsx), and a box asked for of the element just replaced is null.
 */
const boxOf = (locator: Locator) =>
  poll(
    () => locator.boundingBox(),
    (box) => box !== null,
    () => 'the element has no box',
  ) as Promise<{ x: number; y: number; width: number; height: number }>;

/** lecturer1 in a browser speaking `lang` (the login page follows the browser; the account takes its language). */
async function lecturer(lang: Lang, phone = false): Promise<{ context: BrowserContext; page: Page }> {
  if (lang === 'en') return e2e.signedIn(DEMO.lecturer1, phone ? { viewport: PHONE } : undefined);
  const context = await e2e.browser.newContext({ locale: 'vi-VN', ...(phone ? { viewport: PHONE } : {}) });
  const page = await context.newPage();
  await page.goto(`${e2e.url}/loginteacher`);
  await signInHere(page, 'vi');
  await page.waitForURL(`${e2e.url}/teacher`);
  return { context, page };
}

async function signInHere(page: Page, lang: Lang) {
  const T = TEXTS[lang];
  await page.getByLabel(T.user).fill('lecturer1');
  await page.getByLabel(T.password).fill('lecturer123');
  await page.getByRole('button', { name: T.login }).click();
}

describe.each(['en', 'vi'] as const)('in %s', (lang) => {
  const T = TEXTS[lang];

  it('on a phone, Submit stays on screen while the marking cards scroll, and the bar hides no input', async () => {
    const { context, page } = await lecturer(lang, true);
    await page.getByRole('button', { name: T.evaluations }).click();
    await page.getByRole('button', { name: 'Board A - SEP490' }).click();
    await page.getByRole('button', { name: /2 - Library Seat Booking/ }).click();
    await page.waitForURL(/teacherboardscore/);
    const submit = page.getByRole('region', { name: T.actions }).getByRole('button', { name: T.submit });
    await submit.waitFor();
    await page.getByLabel('SE160006 Demo', { exact: true }).waitFor();
    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(scrollable).toBeGreaterThan(200);
    for (const to of [0, Math.floor(scrollable / 2), scrollable]) {
      await page.evaluate((y) => window.scrollTo(0, y), to);
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, to);
      const box = await boxOf(submit);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    }
    // at the end of the page the last input is above the bar, not under it
    const bar = await boxOf(page.getByRole('region', { name: T.actions }));
    const last = await boxOf(page.getByLabel('SE160006 Demo', { exact: true }));
    expect(last.y + last.height).toBeLessThanOrEqual(bar.y);
    // typing into the first cell scrolls back up; the bar is still at the screen's foot
    await page.getByLabel('SE160004 Presentation', { exact: true }).fill('8');
    const after = await boxOf(submit);
    expect(after.y + after.height).toBeLessThanOrEqual(PHONE.height);
    expect(after.y).toBeGreaterThan(PHONE.height / 2);
    await expectNoAxeViolations(page, `phone marking (${lang})`);
    await context.close();
  });

  it('a session ended outside marking says so on the login page and signing in returns to the same page', async () => {
    const { context, page } = await lecturer(lang);
    await page.goto(`${e2e.url}/boarddetails/1`);
    await page.getByRole('heading', { level: 1, name: T.board, exact: true }).waitFor();
    if (lang === 'en') {
      // the session cookie is gone (as a browser that dropped it)
      await context.clearCookies({ name: 'token' });
      await page.getByRole('button', { name: T.saveMinutes }).first().click();
    } else {
      // the session is revoked on the server (as an expiry or a sign-out elsewhere); the browser keeps its cookies
      const token = (await context.cookies()).find((c) => c.name === 'token')!.value;
      const out = await fetch(`${e2e.url}/api/logout`, { method: 'POST', headers: { cookie: `token=${token}`, 'content-type': 'application/json', origin: e2e.url }, body: '{}' });
      expect(out.status).toBe(200);
      expect((await context.cookies()).some((c) => c.name === 'token')).toBe(true);
      await page.reload();
    }
    await page.waitForURL(`${e2e.url}/loginteacher`);
    await page.getByText(T.ended).waitFor();
    await expectNoAxeViolations(page, `session ended (${lang})`);
    await signInHere(page, lang);
    await page.waitForURL(`${e2e.url}/boarddetails/1`);
    await page.getByRole('heading', { level: 1, name: T.board, exact: true }).waitFor();
    await context.close();
  });
});
