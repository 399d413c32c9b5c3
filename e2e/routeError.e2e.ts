import type { BrowserContext, Route } from 'playwright-core';
import { DEMO, expectNoAxeViolations, loginAs, useServerAndBrowser } from './harness';

/**
 * The routes' error element and the toasts, in the real build: a screen that throws while rendering, or whose code
 * cannot be downloaded, shows a translated error page with a way home inside the signed-in frame (never a blank page);
 * an error toast stays until its close button, and the same text is never shown twice at once.
 */
jest.setTimeout(120_000);

const e2e = useServerAndBrowser();

/** Rewrites the spec's `user` cookie (the client's record of the session) with `change` applied. */
async function editUserCookie(context: BrowserContext, change: (user: Record<string, unknown>) => Record<string, unknown>) {
  const cookie = (await context.cookies()).find((c) => c.name === 'user')!;
  const user = JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>;
  await context.addCookies([{ ...cookie, value: encodeURIComponent(JSON.stringify(change(user))) }]);
}

describe('a screen that fails', () => {
  it('shows the error page inside the signed-in frame when a screen throws while rendering, with a way home', async () => {
    const { context, page } = await e2e.signedIn(DEMO.student1);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // a damaged record of the session: /user renders the name, which is now an object (React refuses to render it)
    await editUserCookie(context, (user) => ({ ...user, name: { damaged: true } }));
    await page.goto(`${e2e.url}/user`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await main.getByRole('alert').filter({ hasText: 'This page could not be shown.' }).waitFor();
    // the app bar is still there: the error took the screen's place only
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    const home = main.getByRole('link', { name: 'Go to the home page' });
    expect(await home.getAttribute('href')).toBe('/student');
    await expectNoAxeViolations(page, 'render error page');
    await home.click();
    await page.waitForURL(`${e2e.url}/student`);
    await page.getByRole('button', { name: '1 - SEP490-G1' }).waitFor();
    await context.close();
  });

  it("says in the chosen language when a screen's code cannot be downloaded, and Retry brings it once it can", async () => {
    const { context, page } = await e2e.signedIn(DEMO.student1);
    await page.evaluate(() => window.localStorage.setItem('language', 'vi'));
    let online = false;
    await page.route(/\/assets\/student\.[0-9a-f]+\.js$/, (route) => (online ? route.continue() : route.abort('internetdisconnected')));
    await page.goto(`${e2e.url}/student`);
    // tried again after 1, 2 and 4 s first (app/retrying.ts)
    await page.getByRole('heading', { name: 'Đã xảy ra lỗi' }).waitFor({ timeout: 30_000 });
    await page.getByRole('alert').filter({ hasText: 'Không tải được ứng dụng.' }).waitFor();
    expect(await page.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).toBe('/student');
    await expectNoAxeViolations(page, 'screen could not load (vi)');
    online = true;
    await page.getByRole('button', { name: 'Thử lại' }).click();
    await page.getByRole('button', { name: '1 - SEP490-G1' }).waitFor();
    await context.close();
  });
});

describe('toasts', () => {
  it('keeps an error toast until its close button is pressed, shows the same text once, and closes a success by itself', async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer1);
    await page.getByRole('button', { name: 'Evaluations' }).click();
    await page.getByRole('button', { name: 'Board A - SEP490' }).click();
    await page.getByRole('button', { name: /2 - Library Seat Booking/ }).click();
    await page.waitForURL(/teacherboardscore/);
    const labels = ['SE160004 Presentation', 'SE160004 Report', 'SE160004 Demo', 'SE160005 Presentation', 'SE160005 Report', 'SE160005 Demo'];
    for (const label of labels) await page.getByLabel(label, { exact: true }).fill('7');
    await page.getByLabel('SE160005 Demo', { exact: true }).fill('11');
    const send = page.getByRole('button', { name: /^(Submit|Update)$/ });
    await send.click();
    await send.click();
    const refused = page.locator('.app-toast').filter({ hasText: 'Scores must be numbers from 0 to 10 inclusive' });
    await refused.waitFor();
    // well past the 2000 ms of other toasts, still there, and only once
    await page.waitForTimeout(3000);
    expect(await refused.count()).toBe(1);
    await expectNoAxeViolations(page, 'error toast');
    await refused.getByRole('button', { name: 'Close notification' }).click();
    await refused.waitFor({ state: 'detached' });

    await page.getByLabel('SE160005 Demo', { exact: true }).fill('8');
    await send.click();
    const saved = page.locator('.app-toast');
    await saved.first().waitFor();
    await expectNoAxeViolations(page, 'success toast');
    await saved.first().waitFor({ state: 'detached', timeout: 5000 });
    await context.close();
  });
});

describe('first contact', () => {
  it("draws a login page with the entry alone, and fetches the role's home only after the first paint, when idle", async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.url}/loginteacher`);
    await page.getByLabel('Username').waitFor();
    const home = /\/assets\/(signed-in|lecturer)\.[0-9a-f]+\.js$/;
    // the idle preload: the signed-in shell and the lecturer's home arrive while the user has not typed anything
    await page.waitForFunction((source) => performance.getEntriesByType('resource').filter((r) => new RegExp(source).test(r.name)).length === 2, home.source);
    const timing = await page.evaluate((source) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const fetched = performance.getEntriesByType('resource').filter((r) => new RegExp(source).test(r.name)).map((r) => r.startTime);
      return { paint, fetched };
    }, home.source);
    for (const start of timing.fetched) expect(start).toBeGreaterThan(timing.paint);
    await context.close();
  });

  it("shows an admin list's first page before the grid's code, asks for that code after the first paint, then shows the grid", async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    let open = false;
    const held: Route[] = [];
    const gridCode = /\/assets\/admin-grid\.[0-9a-f]+\.js$/;
    await page.route(gridCode, (route) => (open ? route.continue() : void held.push(route)));
    await loginAs(page, e2e.url, 'admin', DEMO.admin.username, DEMO.admin.password);
    // a first visit: the whole page loaded at /admin
    await page.goto(`${e2e.url}/admin`);
    const preview = page.getByRole('table', { name: 'Evaluation boards' });
    await preview.getByRole('link', { name: 'Board A - SEP490' }).waitFor();
    expect(await preview.getAttribute('aria-busy')).toBe('true');
    expect(await page.getByRole('grid').count()).toBe(0);
    await expectNoAxeViolations(page, 'admin list before its grid');
    // its Edit works already
    await preview.getByRole('row').filter({ hasText: 'Board A - SEP490' }).getByRole('button', { name: /^Edit/ }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const focused = () => page.evaluate(() => ({ name: document.activeElement?.getAttribute('aria-label'), inGrid: !!document.activeElement?.closest('[role="grid"]') }));
    expect(await focused()).toEqual({ name: 'Edit evaluation board 1', inGrid: false });
    open = true;
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    const grid = page.getByRole('grid', { name: 'Evaluation boards' });
    await grid.getByRole('gridcell', { name: 'Board A - SEP490' }).waitFor();
    await page.getByPlaceholder('Search…').waitFor();
    expect(await preview.count()).toBe(0);
    // the focus moved with the list: on the same row's Edit, now in the grid
    expect(await focused()).toEqual({ name: 'Edit evaluation board 1', inGrid: true });
    const timing = await page.evaluate((source) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const fetched = performance.getEntriesByType('resource').filter((r) => new RegExp(source).test(r.name)).map((r) => r.startTime);
      return { paint, fetched };
    }, gridCode.source);
    expect(timing.fetched).toHaveLength(1);
    expect(timing.fetched[0]).toBeGreaterThan(timing.paint);
    // a focused button's ripple pulses for as long as it has the keyboard's focus: the check waits for still pages
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await expectNoAxeViolations(page, 'admin list with its grid');
    await context.close();
  });
});
