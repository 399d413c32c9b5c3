import { demoAdminApp, loginDemo, type TestApp } from '../testing/testApp';

/**
 * A caller answered 429 that sends again at once (its Retry-After ignored) waits REFUSAL_DELAY_MS for its next 429
 * (http/refusalPace.ts); other callers, and other answers, are not delayed; a caller that waited is answered at once.
 */
const DELAY = 600;
let t: TestApp;
let admin: string;
let lecturer: string;

beforeAll(async () => {
  ({ t, admin } = await demoAdminApp({ refusalDelayMs: DELAY }));
  [lecturer] = await loginDemo(t, 'lecturer1');
});
afterAll(async () => {
  await t?.close();
});

const timed = async (work: () => Promise<{ statusCode: number }>) => {
  const started = performance.now();
  const res = await work();
  return { status: res.statusCode, ms: performance.now() - started };
};

it('delays a 429 sent again within a second, answers others meanwhile, and not one sent after waiting', async () => {
  const { Id } = await t.app.db.selectFrom('account').select('Id').where('Username', '=', 'admin').executeTakeFirstOrThrow();
  const places = [1, 2, 3].map((i) => t.app.documents.queue.take({ session: `other session ${i}`, account: `account ${Id}` }));
  const importNow = () => t.upload('/api/import/students.xlsx', admin, { file: 'AAAA' });
  try {
    const first = await timed(importNow);
    expect(first.status).toBe(429);
    expect(first.ms).toBeLessThan(DELAY);

    const [again, other] = await Promise.all([timed(importNow), timed(() => t.call('GET', '/api/semester/getall', lecturer))]);
    expect(again.status).toBe(429);
    expect(again.ms).toBeGreaterThanOrEqual(DELAY - 20);
    expect(other.status).toBe(200);
    expect(other.ms).toBeLessThan(DELAY);

    await new Promise((r) => setTimeout(r, 1100));
    const waited = await timed(importNow);
    expect(waited.status).toBe(429);
    expect(waited.ms).toBeLessThan(DELAY);
  } finally {
    for (const give of places) give();
  }
});
