import { DEMO, expectNoAxeViolations, HOME, LOGIN_SCREEN, loginAs, startServer, useServerAndBrowser } from './harness';

jest.setTimeout(120_000);

const e2e = useServerAndBrowser();

describe('foundation', () => {
  it('serves the landing page with the title, the three login buttons and an accessible layout', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(e2e.url);
    await page.getByText('EVALUATION PROJECT', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    for (const name of ['Login for Student', 'Login for Lecturer', 'Login for Admin']) {
      expect(await page.getByRole('link', { name }).count()).toBe(1);
    }
    // the logo's text comes from the signed-out catalogue, not a raw key
    expect(await page.getByRole('img', { name: 'Evaluation Project logo' }).count()).toBe(1);
    await expectNoAxeViolations(page, 'landing');
    await page.getByRole('link', { name: 'Login for Lecturer' }).click();
    await page.waitForURL(`${e2e.url}/loginteacher`);
    await page.close();
  });

  it('opens the footer dialogs one at a time; they close only with their close button', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(e2e.url);
    await page.getByRole('button', { name: 'Introduction' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Introduction' }).waitFor();
    await expectNoAxeViolations(page, 'introduction dialog');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await page.getByRole('dialog').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Contact' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Contact' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.close();
  });

  for (const account of [DEMO.student1, DEMO.lecturer1, DEMO.admin]) {
    it(`logs ${account.username} in from its screen to its home, shows /user, and logs out clearing every cookie`, async () => {
      const context = await e2e.browser.newContext();
      const page = await context.newPage();
      await page.goto(`${e2e.url}${LOGIN_SCREEN[account.role]}`);
      await page.getByLabel('Username').waitFor();
      await expectNoAxeViolations(page, `login screen of ${account.role}`);
      await loginAs(page, e2e.url, account.role, account.username, account.password);
      expect(page.url()).toBe(`${e2e.url}${HOME[account.role]}`);
      const cookies = await context.cookies();
      expect(cookies.map((c) => c.name).sort()).toEqual(expect.arrayContaining(['token', 'user']));
      expect(cookies.find((c) => c.name === 'token')?.sameSite).toBe('Strict');

      // A logged-in user opening a login screen is sent home.
      await page.goto(`${e2e.url}/loginstudent`);
      await page.waitForURL(`${e2e.url}${HOME[account.role]}`);

      await page.getByRole('button', { name: account.username }).click();
      await page.waitForURL(`${e2e.url}/user`);
      await page.getByRole('cell', { name: `${account.username}@university.edu.vn` }).waitFor();
      await expectNoAxeViolations(page, '/user');

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(`${e2e.url}/`);
      expect(await context.cookies()).toEqual([]);
      await context.close();
    });
  }

  it('shows the server message in red under the fields for a wrong password', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.url}/loginadmin`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'Invalid username or password' });
    await error.waitFor();
    const color = await error.evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe('rgb(198, 40, 40)');
    expect(page.url()).toBe(`${e2e.url}/loginadmin`);
    await expectNoAxeViolations(page, 'login error');
    await page.close();
  });

  it('sends a visitor without a session from a role home to / and shows a not-found page for unknown routes', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.url}/teacher`);
    await page.waitForURL(`${e2e.url}/`);
    await loginAs(page, e2e.url, 'std', 'student1', 'student123');
    await page.goto(`${e2e.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectNoAxeViolations(page, 'not found');
    // A student cannot open the admin console.
    await page.goto(`${e2e.url}/admin`);
    await page.waitForURL(`${e2e.url}/student`);
    await context.close();
  });

  it('answers health with the engine and migration, and closes cleanly on SIGTERM', async () => {
    const other = await startServer({ SEED: 'none', ADMIN_USERNAME: 'root-admin', ADMIN_PASSWORD: 'root-pass-123' });
    // anyone: ok or unavailable, nothing more
    expect((await (await fetch(`${other.url}/api/health`)).json()).data).toEqual({ status: 'ok' });
    // SEED=none: only the bootstrap admin exists.
    const login = await fetch(`${other.url}/api/loginadmin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'root-admin', password: 'root-pass-123' }),
    });
    const signedIn = await login.json();
    expect(signedIn.data.status).toBe(200);
    // an admin: the engine, the migration and both probes
    const health = await (await fetch(`${other.url}/api/health`, { headers: { authorization: `Bearer ${signedIn.token}` } })).json();
    expect(health.data).toEqual(expect.objectContaining({ engine: 'sqlite', migration: expect.stringMatching(/^\d{3}_/), reads: true, writes: true }));
    const demo = await fetch(`${other.url}/api/loginadmin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    });
    expect((await demo.json()).data.status).toBe(401);
    const exited = new Promise<number | null>((resolve) => other.process.once('exit', (code) => resolve(code)));
    other.process.kill('SIGTERM');
    expect(await exited).toBe(0);
    await other.stop();
  });
  // the suites' Chromium asks for reduced motion (harness.ts): here an admin who did not ask sees a dialog fade in,
  // and one who did sees it at once
  it('fades a dialog in only for a user who has not asked for reduced motion', async () => {
    const opened = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { context, page } = await e2e.signedIn(DEMO.admin, { reducedMotion });
      await page.locator('main .MuiDataGrid-row').first().waitFor();
      await page.getByRole('button', { name: /^Edit/ }).first().click();
      const faded = await page
        .waitForFunction(
          // the dialog's own fade (a transition of its backdrop or its container), not the hover colour of the button
          // just clicked nor the inputs' 10 ms autofill-detecting animation
          () => document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running' && ((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('.MuiDialog-root')),
          undefined,
          { polling: 'raf', timeout: 3000 },
        )
        .then(() => true)
        .catch(() => false);
      await page.getByRole('dialog').waitFor();
      await context.close();
      return faded;
    };
    expect({ motion: await opened('no-preference'), reduced: await opened('reduce') }).toEqual({ motion: true, reduced: false });
  });
});
