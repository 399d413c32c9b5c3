import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO, LOGIN_SCREEN, HOME, type Account } from './harness';

/**
 * Every screen of each role, as a user reaches it (some screens read the seat or course chosen on the previous one,
 * so they are opened by a click). Shared by the browser tests that walk the whole app (phone width, language scan).
 */
export type Lang = 'en' | 'vi';

export interface Screen {
  name: string;
  /** opens the screen from wherever the previous screen left the page */
  open(page: Page, url: string): Promise<void>;
}

/** The screen's heading is there and its data has arrived. */
export async function ready(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('[role="progressbar"]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
}

const visit = (path: string) => async (page: Page, url: string) => {
  await page.goto(`${url}${path}`);
  await ready(page);
};

/** Signed out: the landing and the three logins. */
export const PUBLIC_SCREENS: Screen[] = ['/', LOGIN_SCREEN.std, LOGIN_SCREEN.teach, LOGIN_SCREEN.admin].map((path) => ({ name: path, open: visit(path) }));

const ADMIN_SECTIONS = ['board', 'subject', 'course', 'project', 'student', 'lecturer', 'template', 'semester', 'audit', 'schedule', 'conflicts'];

export const ADMIN_SCREENS: Screen[] = [
  ...ADMIN_SECTIONS.map((section) => ({ name: `admin ${section}`, open: visit(`/admin?section=${section}`) })),
  ...['/boarddetails/2', '/coursedetails/2', '/projectdetails/2/4', '/subjectdetails/1', '/templatedetails/101', '/boardanalytics/2', '/termanalytics', '/user', '/no-such-page'].map(
    (path) => ({ name: path, open: visit(path) }),
  ),
];

const BOARD = 'Board A - SEP490';
/** The lecturer home's Evaluations view, in either language. */
const EVALUATIONS = { name: /^(Evaluations|Hội đồng chấm)$/ };
const openBoard = async (page: Page, url: string) => {
  await visit('/teacher')(page, url);
  await page.getByRole('button', EVALUATIONS).click();
  await page.getByRole('button', { name: BOARD }).click();
  await page.getByRole('list').getByRole('button').first().waitFor();
  await ready(page);
};

export const LECTURER_SCREENS: Screen[] = [
  { name: '/teacher', open: visit('/teacher') },
  {
    name: '/teacher evaluations',
    open: async (page, url) => {
      await visit('/teacher')(page, url);
      await page.getByRole('button', EVALUATIONS).click();
      await page.getByRole('button', { name: BOARD }).waitFor();
    },
  },
  {
    name: '/studentsInCourse',
    open: async (page, url) => {
      await visit('/teacher')(page, url);
      await page.getByRole('button', { name: 'SEP490-G1' }).first().click();
      await page.waitForURL(`${url}/studentsInCourse`);
      await ready(page);
    },
  },
  { name: '/evaluation/:board', open: openBoard },
  {
    name: '/teacherboardscore',
    open: async (page, url) => {
      await openBoard(page, url);
      await page.getByRole('list').getByRole('button', { name: /2 - Library Seat Booking/ }).click();
      await page.waitForURL(/teacherboardscore/);
      await ready(page);
      await page.locator('main input').first().waitFor();
    },
  },
  { name: '/boarddetails/3', open: visit('/boarddetails/3') },
  { name: '/boardanalytics/3', open: visit('/boardanalytics/3') },
  { name: '/user (lecturer)', open: visit('/user') },
];

export const STUDENT_SCREENS: Screen[] = [
  { name: '/student', open: visit('/student') },
  { name: '/user (student)', open: visit('/user') },
];

export const ROLE_SCREENS: { account: Account; screens: Screen[] }[] = [
  { account: DEMO.admin, screens: ADMIN_SCREENS },
  { account: DEMO.lecturer1, screens: LECTURER_SCREENS },
  { account: DEMO.student1, screens: STUDENT_SCREENS },
];

/** A new context at `width`, the language chosen on the login page (the visible choice wins and is kept), signed in. */
/**
 * Picks `lang` with the signed-out pages' switch, as a user does, even when the page already shows it (a fresh
 * browser shows its own language): a language picked before login wins over the account's saved one
 * (i18n/loginLanguage.ts), and an earlier walk in the other language saved that one to the account.
 */
async function chooseLanguage(page: Page, lang: Lang): Promise<void> {
  const select = page.getByTestId('language-switch');
  const shown = (language: Lang) => page.locator('html').and(page.locator(`[lang="${language}"]`)).waitFor();
  if ((await select.inputValue()) === lang) {
    const other = lang === 'en' ? 'vi' : 'en';
    await select.selectOption(other);
    await shown(other);
  }
  await select.selectOption(lang);
  await shown(lang);
}

export async function signedInAt(browser: Browser, url: string, account: Account, lang: Lang, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${url}${LOGIN_SCREEN[account.role]}`);
  await chooseLanguage(page, lang);
  await page.locator('#username').fill(account.username);
  await page.locator('#password').fill(account.password);
  await page.locator('#password').press('Enter');
  await page.waitForURL(`${url}${HOME[account.role]}`);
  await ready(page);
  return { context, page };
}

/** A signed-out context at `width` in `lang`. */
export async function signedOutAt(browser: Browser, url: string, lang: Lang, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(url);
  await chooseLanguage(page, lang);
  return { context, page };
}
