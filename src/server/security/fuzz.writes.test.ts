import { createTestApp, DEMO_LOGINS, type TestApp } from '../testing/testApp';
import { ACCESS_MATRIX, routeKey } from './accessMatrix';
import { fuzzCaller, fuzzRoute } from './fuzzRunner';

/**
 * Issue 6 item 2 — fast-check over every write (POST/PUT/DELETE) route: generated path parameters, query strings and
 * bodies (wrong types, missing and unknown fields, huge strings, unicode, SQL and HTML metacharacters),
 * sent as a caller the route admits. No 5xx, no stack trace, refused requests change nothing, accepted
 * hostile text is stored byte-for-byte. FUZZ_RUNS scales the number of runs per route; FUZZ_SEED replays.
 */
jest.setTimeout(180_000);

const RUNS = Number(process.env.FUZZ_RUNS ?? 80);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const matches = (m: string) => m !== 'GET';

let t: TestApp;
const tokens: Record<string, string | null> = { anonymous: null };

beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 1_000_000 });
  for (const name of ['admin', 'lecturer1', 'student1'] as const) {
    const [role, user, pass] = DEMO_LOGINS[name];
    tokens[name] = await t.login(role, user, pass);
  };
});
afterAll(async () => t?.close());

const keys = Object.keys(ACCESS_MATRIX).filter((k) => matches(k.split(' ')[0]!));

test.each(keys)('%s', async (key) => {
  const route = t.app.routeRegistry.find((r) => routeKey(r.method, r.url) === key);
  if (!route) return; // not registered (yet): access.matrix.test.ts reports stale entries
  const runs = /\/login/.test(key) ? Math.max(5, Math.round(RUNS / 4)) : RUNS; // argon2 makes logins slow
  await fuzzRoute(t, route, tokens[fuzzCaller(route)]!, runs, SEED);
});

test('registered routes without a matrix entry are fuzzed too', async () => {
  for (const route of t.app.routeRegistry.filter((r) => matches(r.method) && !ACCESS_MATRIX[routeKey(r.method, r.url)])) {
    await fuzzRoute(t, route, tokens[fuzzCaller(route)]!, RUNS, SEED);
  }
});
