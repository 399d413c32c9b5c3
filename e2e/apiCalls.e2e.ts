import type { BrowserContext, Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations, useServerAndBrowser, type Account } from './harness';

/**
 * A screen's first load asks the API at most twice (a detail page once). Each screen is opened
 * in a fresh tab of a signed-in browser (the session cookie set, nothing cached in the SPA) and every /api
 * request from the navigation until the network is quiet is counted. Demo data, so the counts are deterministic.
 */
jest.setTimeout(240_000);

const e2e = useServerAndBrowser();

interface Screen {
  name: string;
  path: string;
  /** what shows once the screen has its data */
  ready: (page: Page) => Promise<unknown>;
  max: 1 | 2;
}

async function apiCallsOf(context: BrowserContext, screen: Screen): Promise<string[]> {
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // the live-progress stream (GET /api/live) is one long-lived connection, not a load of the screen's data
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/live') calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await page.goto(`${e2e.url}${screen.path}`);
  await screen.ready(page);
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, screen.name);
  await page.close();
  return calls;
}

async function check(account: Account, screens: Screen[]) {
  const { context, page } = await e2e.signedIn(account);
  await page.close();
  const problems: string[] = [];
  for (const screen of screens) {
    const calls = await apiCallsOf(context, screen);
    if (process.env.API_CALLS_VERBOSE) console.log(`${screen.name}: ${calls.join(', ')}`);
    if (calls.length === 0 || calls.length > screen.max) problems.push(`${screen.name}: ${calls.length} /api calls (at most ${screen.max}): ${calls.join(', ')}`);
  }
  await context.close();
  expect(problems).toEqual([]);
}

const BOARD = 'Board A - SEP490';

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first().waitFor();

describe('/api calls on a first load', () => {
  it('student home', async () => {
    await check(DEMO.student1, [{ name: 'student home', path: '/student', ready: (p) => p.getByRole('button', { name: '1 - SEP490-G1' }).waitFor(), max: 2 }]);
  });

  it('lecturer home', async () => {
    await check(DEMO.lecturer1, [
      { name: 'lecturer home', path: '/teacher', ready: (p) => p.getByRole('cell', { name: 'SEP490-G1' }).waitFor(), max: 2 },
    ]);
  });

  it("a lecturer's board and marking screens, reached by clicks (they read the seat chosen on the previous screen)", async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer1);
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
    });
    await page.getByRole('button', { name: 'Evaluations' }).click();
    await page.getByRole('button', { name: BOARD }).waitFor();
    await page.waitForLoadState('networkidle');

    calls.length = 0;
    await page.getByRole('button', { name: BOARD }).click();
    await page.getByRole('list', { name: `Projects in board ${BOARD}` }).getByRole('button').first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'board projects');
    const board = [...calls];

    calls.length = 0;
    await page.getByRole('list', { name: `Projects in board ${BOARD}` }).getByRole('button', { name: /2 - Library Seat Booking/ }).click();
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'marking screen');
    const marking = [...calls];
    await context.close();
    if (process.env.API_CALLS_VERBOSE) console.log(`board: ${board.join(', ')}\nmarking: ${marking.join(', ')}`);
    expect({ board: board.length <= 2 && board.length > 0 ? 'ok' : board, marking: marking.length === 1 ? 'ok' : marking }).toEqual({ board: 'ok', marking: 'ok' });
  });

  it('admin console and the detail pages', async () => {
    await check(DEMO.admin, [
      { name: 'admin console', path: '/admin', ready: (p) => p.getByRole('grid').first().waitFor(), max: 2 },
      { name: 'board details', path: '/boarddetails/2', ready: heading('Information details of board'), max: 1 },
      { name: 'project details', path: '/projectdetails/2/4', ready: (p) => p.locator('main').getByRole('heading').first().waitFor(), max: 1 },
      { name: 'course details', path: '/coursedetails/2', ready: (p) => p.locator('main').getByRole('heading').first().waitFor(), max: 1 },
      { name: 'subject details', path: '/subjectdetails/1', ready: (p) => p.locator('main').getByRole('heading').first().waitFor(), max: 1 },
      { name: 'template details', path: '/templatedetails/101', ready: (p) => p.locator('main').getByRole('heading').first().waitFor(), max: 1 },
    ]);
  });
});
