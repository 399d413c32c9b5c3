import fc from 'fast-check';
import type { RegisteredRoute } from '../../../src/server/app';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../testing/testApp';
import { ACCESS_MATRIX, routeKey, SECRET } from './accessMatrix';
import { changedTables, fingerprint, storedTexts, watchWrites, type Fingerprint } from './fingerprint';
import { isRefusal, leakedStack, requestArbitrary } from './fuzz';

/**
 * Runs fast-check over one route: `runs` generated requests as a caller the route admits (so the
 * handler runs, not just the guard). Asserts per request: no 5xx; no stack trace or source path in the
 * body; a refused request changed no table; an accepted write stored its hostile text byte-for-byte.
 */
export interface FuzzStats {
  requests: number;
  refused: number;
  accepted: number;
  roundTrips: number;
  statuses: Record<number, number>;
}

export async function fuzzRoute(t: TestApp, route: RegisteredRoute, token: string | null, runs: number, seed?: number): Promise<FuzzStats> {
  const stats: FuzzStats = { requests: 0, refused: 0, accepted: 0, roundTrips: 0, statuses: {} };
  const entry = ACCESS_MATRIX[routeKey(route.method, route.url)];
  const engine = t.app.dbHandle.engine;
  const watch = await watchOf(t);
  let before: Fingerprint = await fingerprint(t.app.db, engine);
  let writesBefore = await watch.writes();
  await fc.assert(
    fc.asyncProperty(requestArbitrary(route, entry), async (req) => {
      const res = await t.call(route.method, req.url, token, req.body);
      const requestText = `${safeDecode(req.url)} ${JSON.stringify(req.body) ?? ''}`;
      // the whole-database fingerprint only when some row was written (most hostile requests write none)
      const writes = await watch.writes();
      let changed: string[] = [];
      if (writes !== writesBefore) {
        const after = await fingerprint(t.app.db, engine);
        changed = changedTables(before, after);
        before = after;
        writesBefore = writes;
      }
      const problems: string[] = [];
      if (res.statusCode >= 500) problems.push(`HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`);
      const leak = leakedStack(res, requestText);
      if (leak) problems.push(`stack trace or source path in the body: ${leak}`);
      const secret = res.body.match(SECRET);
      if (secret && !requestText.includes(secret[0])) problems.push(`password or hash in the body: ${secret[0]}`);
      const refused = isRefusal(res);
      stats.requests++;
      stats.statuses[res.statusCode] = (stats.statuses[res.statusCode] ?? 0) + 1;
      if (refused) stats.refused++;
      else stats.accepted++;
      if ((refused || route.method === 'GET') && changed.length > 0) {
        problems.push(`${refused ? 'refused' : 'GET'} request (HTTP ${res.statusCode} ${res.body.slice(0, 120)}) changed ${changed.join(', ')}`);
      }
      if (!refused && req.roundTrip.length > 0) {
        const texts = await storedTexts(t.app.db, engine);
        stats.roundTrips++;
        for (const text of req.roundTrip) if (!texts.has(text)) problems.push(`accepted text not stored byte-for-byte: ${JSON.stringify(text)}`);
      }
      if (problems.length > 0) throw new Error(`${route.method} ${req.url}\nbody: ${JSON.stringify(req.body)?.slice(0, 400)}\n${problems.join('\n')}`);
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
  if (process.env.FUZZ_STATS) console.log(`${route.method} ${route.url}`, JSON.stringify(stats));
  return stats;
}

/** One write counter per app, installed at its first fuzzed route and left in place (the database goes with the app). */
const watches = new WeakMap<TestApp, ReturnType<typeof watchWrites>>();
function watchOf(t: TestApp): ReturnType<typeof watchWrites> {
  if (!watches.has(t)) watches.set(t, watchWrites(t.app.db, t.app.dbHandle.engine));
  return watches.get(t)!;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The token of a caller the route admits: the admin where allowed, else the owning lecturer or student. */
export function fuzzCaller(route: RegisteredRoute): 'anonymous' | 'admin' | 'lecturer1' | 'student1' {
  const access = route.access;
  if (access === 'public') return 'anonymous';
  if (access === 'signedIn' || access.includes('admin')) return 'admin';
  if (access.includes('teach')) return 'lecturer1';
  return 'student1';
}

/**
 * Registers one fuzz suite: every matrix route whose method `matches`, then every registered route without a
 * matrix entry. FUZZ_RUNS overrides `defaultRuns` per route; FUZZ_SEED replays a run.
 */
export function defineFuzzSuite(matches: (method: string) => boolean, defaultRuns: number): void {
  jest.setTimeout(180_000);
  const runsPerRoute = Number(process.env.FUZZ_RUNS ?? defaultRuns);
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
  let t: TestApp;
  const tokens: Record<string, string | null> = { anonymous: null };

  const loginAll = async () => {
    for (const name of ['admin', 'lecturer1', 'student1'] as const) {
      const [role, user, pass] = DEMO_LOGINS[name];
      tokens[name] = await t.login(role, user, pass);
    }
  };
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: 1_000_000, loginUserLimit: 1_000_000, loginAddressLimit: 1_000_000 });
    await loginAll();
  });
  afterAll(async () => t?.close());

  const keys = Object.keys(ACCESS_MATRIX).filter((k) => matches(k.split(' ')[0]!));

  test.each(keys)('%s', async (key) => {
    const route = t.app.routeRegistry.find((r) => routeKey(r.method, r.url) === key);
    if (!route) throw new Error(`${key} has a matrix entry but is not registered (access.matrix.test.ts lists stale entries)`);
    // argon2 makes logins slow, and each workbook upload is read in a worker thread of its own (started per upload)
    const runs = /\/login|\.xlsx$/.test(key) ? Math.max(5, Math.round(runsPerRoute / 4)) : runsPerRoute;
    // a route that ends sessions (logout, an admin ending an account's) may end the shared ones: log in again after it
    if (ACCESS_MATRIX[key]?.endsSessions) await loginAll();
    const stats = await fuzzRoute(t, route, tokens[fuzzCaller(route)]!, runs, seed);
    if (ACCESS_MATRIX[key]?.endsSessions) await loginAll();
    expect(stats.requests).toBeGreaterThan(0);
  });

  test('registered routes without a matrix entry are fuzzed too', async () => {
    const unlisted = t.app.routeRegistry.filter((r) => matches(r.method) && !ACCESS_MATRIX[routeKey(r.method, r.url)]);
    // fuzzRoute asserts every property itself (fc.assert), route by route
    for (const route of unlisted) await fuzzRoute(t, route, tokens[fuzzCaller(route)]!, runsPerRoute, seed);
  });
}
