import { DEMO, expectNoAxeViolations, useServerAndBrowser } from './harness';

/**
 * A defence room's Wi-Fi drops a download: the app's code (the 'signed-in' chunk: the signed-in shell, its store,
 * theme and app bar) is fetched again after 1, 2 and 4 s; when it still cannot arrive the page says so (the shell
 * route's error element) and offers Retry, never a blank page.
 */
jest.setTimeout(120_000);

const e2e = useServerAndBrowser();
const SIGNED_IN_CHUNK = /\/assets\/signed-in\.[0-9a-f]+\.js$/;

describe('loading the app over a flaky connection', () => {
  it('downloads the app again after failed attempts and shows the screen', async () => {
    const { context, page: first } = await e2e.signedIn(DEMO.student1);
    await first.close();
    const page = await context.newPage();
    let failed = 0;
    await page.route(SIGNED_IN_CHUNK, (route) => (failed < 2 ? (failed++, route.abort('internetdisconnected')) : route.continue()));
    await page.goto(`${e2e.url}/student`);
    await page.getByRole('button', { name: '1 - SEP490-G1' }).waitFor();
    expect(failed).toBe(2);
    await context.close();
  });

  it('says the app could not be loaded, offers Retry, and Retry brings the screen once the connection is back', async () => {
    const { context, page: first } = await e2e.signedIn(DEMO.student1);
    await first.close();
    const page = await context.newPage();
    let online = false;
    let attempts = 0;
    await page.route(SIGNED_IN_CHUNK, (route) => {
      attempts += 1;
      return online ? route.continue() : route.abort('internetdisconnected');
    });
    await page.goto(`${e2e.url}/student`);
    await page.getByRole('alert').filter({ hasText: 'The application could not be loaded. Check the connection and try again.' }).waitFor({ timeout: 30_000 });
    expect(attempts).toBeGreaterThanOrEqual(4); // the first try and three retries (and the early preload's)
    await expectNoAxeViolations(page, 'app could not load');
    online = true;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('button', { name: '1 - SEP490-G1' }).waitFor();
    await context.close();
  });
});
