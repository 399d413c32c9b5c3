import type { Page } from 'playwright-core';
import { DEMO, poll, useServerAndBrowser } from './harness';
import { fillCanteenGrid } from './markingHelpers';

/**
 * A marking save refetches only what it changed: the screens of the board and project it names, once. Two admin tabs
 * watch board 2 and board 1; lecturer2 saves marks of project 3 on board 2. Every /api request after the save is
 * counted (the live stream itself excepted): the board-2 tab asks again for its own board's data, once per query;
 * the board-1 tab asks for nothing; the saving tab refreshes through its mutation only, not again for its own echo.
 */
jest.setTimeout(240_000);

const e2e = useServerAndBrowser();

function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/live') calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

/** Calls made more than once. */
const repeated = (calls: string[]) => calls.filter((c, i) => calls.indexOf(c) !== i);
const quiet = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  // beyond the live updates' quarter-second gathering of events
  await page.waitForTimeout(1200);
};

describe('what a marking save refetches', () => {
  it('only the named board’s and project’s queries, each once; nothing for the saving tab’s own echo', async () => {
    const admin = await e2e.signedIn(DEMO.admin);
    const board2 = admin.page;
    await board2.goto(`${e2e.url}/boarddetails/2`);
    await board2.getByRole('tab', { name: 'Completion tracker' }).click();
    const tracker = board2.getByRole('list', { name: 'Completion tracker' });
    await tracker.waitFor();
    const board1 = await admin.context.newPage();
    await board1.goto(`${e2e.url}/boarddetails/1`);
    await board1.getByRole('heading', { name: /Information details of board/ }).first().waitFor();

    const lecturer = await e2e.signedIn(DEMO.lecturer2);
    await fillCanteenGrid(lecturer.page);
    await Promise.all([quiet(board2), quiet(board1), quiet(lecturer.page)]);

    const [watching, other, saving] = [recordApiCalls(board2), recordApiCalls(board1), recordApiCalls(lecturer.page)];
    await lecturer.page.getByRole('button', { name: 'Submit' }).click();
    await lecturer.page.getByText('Update grade successfully').first().waitFor();
    await poll(() => tracker.innerText(), (now) => !now.includes('Tran Thi Binh'), () => 'the tracker still lists Tran Thi Binh');
    await Promise.all([quiet(board2), quiet(board1), quiet(lecturer.page)]);
    if (process.env.API_CALLS_VERBOSE) console.log({ watching, other, saving });

    expect(watching).toContain('GET /api/details/board/2');
    expect(watching.filter((c) => !/\/(board|schedule\/board|analytics\/board)\/2(\/|$|\?)/.test(c))).toEqual([]);
    expect(repeated(watching)).toEqual([]);
    expect(other).toEqual([]);
    expect(saving.filter((c) => c === 'PUT /api/marking/save')).toHaveLength(1);
    expect(repeated(saving)).toEqual([]);
    await admin.context.close();
    await lecturer.context.close();
  });
});
