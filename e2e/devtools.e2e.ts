import { DEMO, loginAs, useServerAndBrowser } from './harness';

jest.setTimeout(120_000);

const e2e = useServerAndBrowser();

/**
 * Stands in for the Redux DevTools browser extension: the production build must connect to it (QA inspects state
 * there) and hand it only sanitized actions and states. The stand-in records what the extension would display.
 */
const FAKE_EXTENSION = () => {
  type Store = { dispatch(a: unknown): unknown; getState(): unknown };
  type Options = { name?: string; actionSanitizer(a: unknown, id: number): unknown; stateSanitizer(s: unknown, id: number): unknown };
  const w = window as unknown as Record<string, unknown>;
  const shown: string[] = [];
  w.__devtoolsShown = shown;
  w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (options: Options) => {
    w.__devtoolsName = options.name;
    // Like the extension, record at the innermost store: every action that reaches the reducers, thunks' included.
    const record =
      (createStore: (...a: unknown[]) => Store) =>
      (...args: unknown[]): Store => {
        const store = createStore(...args);
        let id = 0;
        const dispatch = (action: unknown) => {
          const result = store.dispatch(action);
          id += 1;
          shown.push(JSON.stringify({ action: options.actionSanitizer(action, id), state: options.stateSanitizer(store.getState(), id) }));
          return result;
        };
        return { ...store, dispatch };
      };
    return (...enhancers: ((next: unknown) => unknown)[]) =>
      (createStore: (...a: unknown[]) => Store) =>
        enhancers.reduceRight((next, enhancer) => enhancer(next), record(createStore) as unknown);
  };
};

describe('Redux DevTools in the production build', () => {
  it('connects to the extension and never shows a typed password or the session token', async () => {
    const context = await e2e.browser.newContext();
    await context.addInitScript(FAKE_EXTENSION);
    const page = await context.newPage();
    // The login page signs in with a plain fetch (no store on the signed-out pages), so the store — and
    // DevTools — start with the signed-in app; a password typed there (the password change) is what must stay hidden.
    await loginAs(page, e2e.url, 'admin', DEMO.admin.username, DEMO.admin.password);
    await page.getByRole('button', { name: DEMO.admin.username }).click();
    await page.getByRole('heading', { name: 'User detail' }).waitFor();
    const name = await page.evaluate(() => (window as unknown as { __devtoolsName?: string }).__devtoolsName);
    expect(name).toBe('Capstone Evaluation');
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill('Not-The-Current-7');
    await dialog.getByLabel(/^New password/).fill('Brand-New-Secret-42');
    await dialog.getByLabel('Confirm new password').fill('Brand-New-Secret-42');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'The current password is wrong' }).waitFor();
    const shown = (await page.evaluate(() => (window as unknown as { __devtoolsShown: string[] }).__devtoolsShown)).join('\n');
    expect(shown).toContain('"currentPassword":"[hidden]"'); // the call is there to inspect, its passwords hidden
    expect(shown).toContain('"newPassword":"[hidden]"');
    for (const secret of [DEMO.admin.password, 'Not-The-Current-7', 'Brand-New-Secret-42']) expect(shown).not.toContain(secret);
    const token = (await context.cookies()).find((c) => c.name === 'token')?.value;
    expect(token).toBeTruthy();
    expect(shown).not.toContain(token);
    await context.close();
  });
});
