import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { XLSX_MEDIA_TYPE } from '../../../src/common/mediaTypes';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type AppConfig } from '../../../src/server/config';
import { dropPgDatabase, pgDatabaseUrl } from './pgDatabase';
import { copySqliteTemplate, createPgDatabase, seededLike } from './templateDatabase';

/**
 * A real app on a fresh temporary database for one test file: SQLite in a temp folder, or, when
 * TEST_DATABASE_URL is set (CI), a fresh PostgreSQL database that is dropped afterwards. Either starts as a copy of
 * the worker's migrated and seeded template (templateDatabase.ts) unless the test names its own database.
 */
export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
  /** logs in through the real login route and returns the token */
  login(role: 'admin' | 'std' | 'teach', username: string, password: string): Promise<string>;
  /** app.inject with a bearer token and a JSON body (a Buffer body is sent as an .xlsx workbook) */
  call(method: string, url: string, token?: string | null, body?: unknown): Promise<LightMyRequestResponse>;
  /**
   * An .xlsx import as the app's screens send it: the workbook (bytes, or base64 as the sheet helpers make it) as the
   * body, the other fields as the query string.
   */
  upload(url: string, token: string | null, fields: { file: Buffer | string } & Record<string, unknown>): Promise<LightMyRequestResponse>;
}

const LOGIN = { admin: '/api/loginadmin', std: '/api/loginstudent', teach: '/api/loginteacher' } as const;

export async function createTestApp(overrides: Partial<AppConfig> & { seed?: 'demo' | 'none' } = {}): Promise<TestApp> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'capstone-test-'));
  const base = loadConfig({ JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789', SEED: 'demo', CLIENT_DIR: '' });
  const defaults: AppConfig = {
    ...base,
    // mail is written under the test's folder, and sent only when a test asks (app.mailer.drain())
    mail: { ...base.mail, dir: path.join(dir, 'mail'), pollMs: 3_600_000 },
    databaseUrl: `sqlite:${path.join(dir, 'test.sqlite')}`,
    clientDir: null,
    // live streams (GET /api/live) end at once, so that injected calls return
    liveStreamMs: 50,
    // a test may block the event loop on purpose (a big file parsed in one piece, a timing check) on a shared machine:
    // no 503 for the lag unless the test asks for it (test/server/security/fairLimits.test.ts)
    maxEventLoopDelayMs: 0,
    // tests refuse on purpose, many times in a row: a repeated 429 is answered at once unless a test asks
    // (test/server/security/refusalPace.test.ts)
    refusalDelayMs: 0,
    // tests export, import and open streams many times a minute as one account: the per-minute bounds apply when a
    // test asks (test/server/security/costlyCalls.test.ts)
    rates: { exportsPerMinute: 1_000_000, importsPerMinute: 1_000_000, streamOpensPerMinute: 1_000_000 },
  };
  const config: AppConfig = { ...defaults, ...overrides };
  // the template is built without the test's other overrides: only what the seed writes tells templates apart
  const seeded = seededLike(defaults, config);
  let dropDatabase: (() => Promise<void>) | null = null;
  if (overrides.databaseUrl) {
    /* the test brings its own database */
  } else if (process.env.TEST_DATABASE_URL) {
    const name = `capstone_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await createPgDatabase(seeded, name);
    config.databaseUrl = pgDatabaseUrl(name);
    dropDatabase = () => dropPgDatabase(name);
  } else {
    await copySqliteTemplate(seeded, config.databaseUrl.slice('sqlite:'.length));
  }
  // silent, except an answer 500's cause: a test that meets one shows why in its output
  const unhandled = {
    write(line: string) {
      if (!line.includes('"msg":"unhandled error"')) return;
      const { err } = JSON.parse(line) as { err?: { stack?: string } };
      process.stderr.write(`answered 500: ${(err?.stack ?? line).split('\n').slice(0, 6).join('\n')}\n`);
    },
  };
  const app = await buildApp(config, { logger: { level: 'error', stream: unhandled } });
  await app.ready();
  const call = (method: string, url: string, token?: string | null, body?: unknown) =>
    app.inject({
      method: method as 'GET',
      url,
      // State-changing calls declare JSON even without a body (the CSRF rule, src/server/http/csrf.ts).
      headers: {
        ...(method === 'GET' || method === 'HEAD' ? {} : { 'content-type': Buffer.isBuffer(body) ? XLSX_MEDIA_TYPE : 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const upload: TestApp['upload'] = (url, token, { file, ...options }) => {
    const query = new URLSearchParams(Object.entries(options).map(([k, v]) => [k, String(v)])).toString();
    return call('POST', query ? `${url}?${query}` : url, token, Buffer.isBuffer(file) ? file : Buffer.from(file, 'base64'));
  };
  return {
    app,
    config,
    call,
    upload,
    async login(role, username, password) {
      const res = await call('POST', LOGIN[role], null, { username, password });
      const token = res.json().token as string | undefined;
      if (!token) throw new Error(`login failed for ${username}: ${res.body}`);
      return token;
    },
    async close() {
      await app.close();
      if (dropDatabase) await dropDatabase();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Demo accounts (src/server/seed/demoData.ts). */
export const DEMO_LOGINS = {
  admin: ['admin', 'admin', 'admin123'],
  lecturer1: ['teach', 'lecturer1', 'lecturer123'],
  lecturer2: ['teach', 'lecturer2', 'lecturer123'],
  lecturer3: ['teach', 'lecturer3', 'lecturer123'],
  student1: ['std', 'student1', 'student123'],
  student2: ['std', 'student2', 'student123'],
} as const;

/** Logs in the named demo accounts one after another; returns their tokens in the same order. */
export async function loginDemo<K extends (keyof typeof DEMO_LOGINS)[]>(t: TestApp, ...who: K): Promise<{ [I in keyof K]: string }> {
  const tokens: string[] = [];
  for (const k of who) {
    const [role, username, password] = DEMO_LOGINS[k];
    tokens.push(await t.login(role, username, password));
  }
  return tokens as { [I in keyof K]: string };
}

/** A fresh app (on the demo data unless `overrides` says) and its demo admin's token: a file's usual `beforeAll`. */
export async function demoAdminApp(overrides: Parameters<typeof createTestApp>[0] = {}): Promise<{ t: TestApp; admin: string }> {
  const t = await createTestApp(overrides);
  const [admin] = await loginDemo(t, 'admin');
  return { t, admin };
}

/** Asserts an admin-only call: 403 for each of `tokens` (other roles), 401 without a token. */
export async function expectAdminOnly(t: TestApp, method: string, url: string, tokens: string[], body?: unknown): Promise<void> {
  for (const token of tokens) expect((await t.call(method, url, token, body)).statusCode).toBe(403);
  expect((await t.call(method, url, null, body)).statusCode).toBe(401);
}
