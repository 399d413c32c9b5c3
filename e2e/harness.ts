import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Where the build under test lives (npm run build writes dist/; parallel developers use their own OUT_DIR). */
export const OUT_DIR = path.resolve(process.env.OUT_DIR || 'dist');

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** A port nobody listens on now (a test that must know its server's address before starting it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the real built server on a free port with a temporary SQLite database (SEED=demo unless overridden). */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'capstone-e2e-'));
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [path.join(OUT_DIR, 'server', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dataDir, 'e2e.sqlite')}`,
      CLIENT_DIR: path.join(OUT_DIR, 'client'),
      SEED: 'demo',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      LOG_LEVEL: 'warn',
      // mail the server writes stays in the test's folder (no SMTP_URL: .eml files)
      MAIL_DIR: path.join(dataDir, 'mail'),
      // a suite exports, imports and opens pages (each with its live stream) far faster than a person, as one account
      EXPORTS_PER_MINUTE: '100000',
      IMPORTS_PER_MINUTE: '100000',
      LIVE_OPENS_PER_MINUTE: '100000',
      // The server bundle keeps npm packages external: resolve them from this project even when OUT_DIR is elsewhere.
      NODE_PATH: path.resolve('node_modules'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    dataDir,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // the app honours the system's reduced-motion setting (app/theme.ts): no fades and ripples to draw and wait for,
  // which were a good part of these suites' time on two cores
  '--force-prefers-reduced-motion',
];

export function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core (WCAG 2.1 A/AA, and the best-practice rules on landmarks, empty header cells and allowed roles) on the page once its CSS transitions have finished (a dialog caught
 * mid-fade has blended colours that are not what anyone reads); throws listing every violation.
 */
export async function expectNoAxeViolations(page: Page, context = ''): Promise<void> {
  await settled(page);
  // evaluate() is not subject to the page's CSP, so the app's CSP stays as strict as in production. Once per document:
  // the SPA's screens share one, and compiling axe's half megabyte again for every check of the same page buys nothing.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const EXTRA_RULES = ['landmark-unique', 'landmark-no-duplicate-main', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo', 'empty-table-header', 'aria-allowed-role'];
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // beyond WCAG's tags: axe's checks of landmarks named twice, a header cell with no text and a role the element
      // does not allow, which screen-reader users meet as much as any WCAG item
      rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])),
    });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
  if (violations.length > 0) {
    throw new Error(`axe found ${violations.length} violation(s) ${context ? `on ${context}` : `at ${page.url()}`}:\n${JSON.stringify(violations, null, 2)}`);
  }
}

export const LOGIN_SCREEN = { std: '/loginstudent', teach: '/loginteacher', admin: '/loginadmin' } as const;
export const HOME = { std: '/student', teach: '/teacher', admin: '/admin' } as const;

/** Logs in through the role's login screen and waits for its home. */
export async function loginAs(page: Page, baseUrl: string, role: keyof typeof LOGIN_SCREEN, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}${LOGIN_SCREEN[role]}`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseUrl}${HOME[role]}`);
}

/** Waits until no element of the page is in a CSS transition (MUI fades dialogs and menus in and out). */
export function settled(page: Page): Promise<unknown> {
  return page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** Reads every 100 ms until `done` holds (playwright-core has no web-first assertions); after 10 s throws `failure(last)`. */
export async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, failure: (last: T) => string): Promise<T> {
  const deadline = Date.now() + 10_000;
  let last = await read();
  while (!done(last)) {
    if (Date.now() >= deadline) throw new Error(failure(last));
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  return last;
}

export interface Account {
  role: keyof typeof LOGIN_SCREEN;
  username: string;
  password: string;
}

export interface ServerAndBrowser {
  /** the running server (read inside hooks and tests, not at load time) */
  readonly server: RunningServer;
  readonly browser: Browser;
  /** the server's base URL */
  readonly url: string;
  /** A new browser context and page, logged in as `account` (its home is open). */
  signedIn(account: Account, options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
}

/** Registers beforeAll (start the built server, then Chromium) and afterAll (close both) for the test file. */
export function useServerAndBrowser(): ServerAndBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useServerAndBrowser: read the server and browser inside hooks and tests');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    get url() {
      return started(server).url;
    },
    async signedIn(account, options) {
      const context = await started(browser).newContext(options);
      const page = await context.newPage();
      await loginAs(page, started(server).url, account.role, account.username, account.password);
      return { context, page };
    },
  };
}

/** Demo accounts (README). */
export const DEMO = {
  admin: { role: 'admin', username: 'admin', password: 'admin123' },
  lecturer1: { role: 'teach', username: 'lecturer1', password: 'lecturer123' },
  lecturer2: { role: 'teach', username: 'lecturer2', password: 'lecturer123' },
  student1: { role: 'std', username: 'student1', password: 'student123' },
} as const;
