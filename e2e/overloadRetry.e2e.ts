import { DEMO, expectNoAxeViolations, useServerAndBrowser } from './harness';
import { fillProject2, openBoardAProject, PROJECT2, PROJECT2_CELLS, until } from './markingHelpers';

/**
 * An overloaded server answers a save 503 with Retry-After (or nginx 502/504 between processes): the marking screen
 * keeps the marks and sends the save again by itself, as when offline. The first save is answered with the server's
 * own 503 envelope (the overload guard's, runtime/overload.ts) at the network edge; the retry reaches the real server.
 */
jest.setTimeout(240_000);

const e2e = useServerAndBrowser();

it('a save answered 503 waits and goes again by itself; the mark is kept and saved once', async () => {
  const { context, page } = await e2e.signedIn(DEMO.lecturer1);
  await openBoardAProject(page, e2e.url, PROJECT2);
  await page.getByLabel('SE160004 Demo', { exact: true }).waitFor();
  let refused = 0;
  await page.route('**/api/marking/save', async (route) => {
    if (refused++ > 0) return route.fallback();
    await route.fulfill({
      status: 503,
      headers: { 'retry-after': '2', 'content-type': 'application/json' },
      body: JSON.stringify({ status: 503, message: 'The server is busy; try again in 2 seconds', code: 'serverBusy', params: { seconds: '2' } }),
    });
  });
  await fillProject2(page, PROJECT2_CELLS.map(() => '3'));
  await page.getByRole('button', { name: /^(Submit|Update)$/ }).click();
  await until(() => page.getByTestId('save-status').innerText(), 'Offline — 6 marks waiting');
  await expectNoAxeViolations(page, 'save waiting after a 503');
  await page.getByText(/grade successfully/).first().waitFor({ timeout: 20_000 });
  expect(refused).toBe(2);
  // saved once, with the typed values
  const saved = await page.evaluate(async () => (await fetch('/api/marking/1/2')).json() as Promise<{ data: { scores: { Score: number }[] } }>);
  expect(saved.data.scores.map((x) => x.Score)).toEqual([3, 3, 3, 3, 3, 3]);
  await context.close();
});
