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
  it('connects to the extension and never shows the typed password or the session token', async () => {
    const context = await e2e.browser.newContext();
    await context.addInitScript(FAKE_EXTENSION);
    const page = await context.newPage();
    await loginAs(page, e2e.url, 'admin', DEMO.admin.username, DEMO.admin.password);
    const name = await page.evaluate(() => (window as unknown as { __devtoolsName?: string }).__devtoolsName);
    expect(name).toBe('Capstone Evaluation');
    const shown = (await page.evaluate(() => (window as unknown as { __devtoolsShown: string[] }).__devtoolsShown)).join('\n');
    expect(shown).toContain('"endpointName":"login"'); // the login call is there to inspect...
    expect(shown).toContain('"password":"[hidden]"'); // ...with its password hidden
    expect(shown).not.toContain(DEMO.admin.password);
    const token = (await context.cookies()).find((c) => c.name === 'token')?.value;
    if (token) expect(shown).not.toContain(token);
    await context.close();
  });
});
