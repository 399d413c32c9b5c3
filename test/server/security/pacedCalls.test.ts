import { SharedWindows } from '../../../src/server/auth/sharedWindows';
import { TooMany } from '../../../src/server/domain/errors';
import { CallLimits, limitOf, paced, PACE_MS } from '../../../src/server/http/rateLimits';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * A client that loops a costly call gets its minute's allowance paced, not in one burst: at most a quarter of it
 * (never fewer than 4) in any 15 s. Unpaced, an abusive account's 10 documents and 12 imports of a minute were all
 * admitted in its first seconds and drawn at once beside everyone else's requests.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(async () => t?.close());

const RATES = { exportsPerMinute: 10, importsPerMinute: 12, streamOpensPerMinute: 30 };

async function refusal(take: Promise<void>): Promise<number | 'admitted'> {
  try {
    await take;
    return 'admitted';
  } catch (error) {
    if (error instanceof TooMany) return error.retryAfterSeconds;
    throw error;
  }
}

it('paces a quarter of the allowance, never fewer than 4; analytics (reads, not drawn) by the minute only', () => {
  expect([2, 4, 10, 12, 30, 60].map(paced)).toEqual([2, 4, 4, 4, 8, 15]);
  expect(limitOf('GET', '/api/analytics/board/1', RATES)).toEqual({ kind: 'analytics', max: 60, windowMs: 60_000 });
  expect(limitOf('GET', '/api/documents/transcript.pdf', RATES)).toMatchObject({ max: 10, burst: 4 });
  expect(limitOf('POST', '/api/import/students.xlsx', RATES)).toMatchObject({ max: 12, burst: 4 });
  expect(limitOf('GET', '/api/live', RATES)).toMatchObject({ max: 30, burst: 8 });
});

it("spreads a looping client's 10 documents of a minute over it, the window's own bound kept", async () => {
  const limits = new CallLimits(new SharedWindows(t.app.db), t.app.log);
  const limit = limitOf('GET', '/api/documents/transcript.pdf', RATES)!;
  const t0 = Date.now();
  const take = (at: number) => refusal(limits.take('account 7', limit, t0 + at));
  const admitted: number[] = [];
  const refusedFor: number[] = [];
  // a call every second for a minute and a half
  for (let at = 0; at < 90_000; at += 1_000) {
    const outcome = await take(at);
    if (outcome === 'admitted') admitted.push(at);
    else refusedFor.push(outcome);
  }
  // 4 in the first 15 s, 4 in the next, the last 2 of the minute, then the next minute's first 4
  expect(admitted).toEqual([0, 1_000, 2_000, 3_000, 15_000, 16_000, 17_000, 18_000, 30_000, 31_000, 60_000, 61_000, 62_000, 63_000, 75_000, 76_000, 77_000, 78_000]);
  // a refusal says when to come back: the pace's window (at most 15 s) or the minute's
  expect(Math.max(...refusedFor)).toBeLessThanOrEqual(PACE_MS / 1000 + 30);
  expect(refusedFor[0]).toBe(11);
  // another account is not paced by this one
  expect(await refusal(limits.take('account 8', limit, t0 + 4_000))).toBe('admitted');
});
