import { SharedWindows } from '../../../src/server/auth/sharedWindows';
import { AccountPlaces, ACCOUNT_PLACES } from '../../../src/server/documents/accountPlaces';
import { TooMany } from '../../../src/server/domain/errors';
import { createTestApp, loginDemo, type TestApp } from '../testing/testApp';

/**
 * One account's documents and imports are drawn one at a time across every server process: signed in on three
 * processes, an account looping PDFs and imports had kept all three processes' workers busy at once, on the cores
 * everybody shares. A call whose account is busy waits for its turn, then is refused 429; another account is not held.
 */
jest.setTimeout(60_000);

let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // a second process on the same database
  second = await createTestApp({ databaseUrl: t.config.databaseUrl });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

// long enough for the first call's end to reach the waiting one on a busy machine, short enough to wait out in a test
const QUICK = { ...ACCOUNT_PLACES, waitMs: 1_000, pollMs: 50 };

/** A piece of work that runs until `finish` is called, saying when it started. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((r) => (finish = r));
  const state = { started: false };
  return { state, finish, work: async () => ((state.started = true), await done, 'drawn') };
}

/** Whether the work started within `ms` (taking a place is a database round trip: slower on a busy machine). */
async function startsWithin(state: { started: boolean }, ms = 5_000): Promise<boolean> {
  for (const end = Date.now() + ms; !state.started && Date.now() < end; ) await new Promise((r) => setTimeout(r, 10));
  return state.started;
}

it("runs one of an account's calls at a time across processes; the next waits for it, another account does not", async () => {
  const here = new AccountPlaces(new SharedWindows(t.app.db), t.app.log, QUICK);
  const there = new AccountPlaces(new SharedWindows(second.app.db), second.app.log, QUICK);
  const first = held();
  const running = here.run('account 900', first.work, 'documentsBusy');
  expect(await startsWithin(first.state)).toBe(true);

  // the same account on the other process waits; its turn comes when the first ends
  const next = held();
  const waiting = there.run('account 900', next.work, 'importsBusy');
  await new Promise((r) => setTimeout(r, 150));
  expect(next.state.started).toBe(false);
  // another account is not held
  expect(await there.run('account 901', async () => 'other', 'documentsBusy')).toBe('other');
  first.finish();
  await expect(running).resolves.toBe('drawn');
  expect(await startsWithin(next.state)).toBe(true);
  next.finish();
  await expect(waiting).resolves.toBe('drawn');

  // a call that waits longer than it may is refused 429 with Retry-After, and nothing of it runs
  const long = held();
  const holding = here.run('account 900', long.work, 'documentsBusy');
  expect(await startsWithin(long.state)).toBe(true);
  let ran = false;
  const refused = await there.run('account 900', async () => (ran = true), 'importsBusy').catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(TooMany);
  expect(refused).toMatchObject({ code: 'importsBusy', retryAfterSeconds: 5 });
  expect(ran).toBe(false);
  long.finish();
  await holding;
  // given back: the account's next call runs at once
  expect(await there.run('account 900', async () => 'again', 'documentsBusy')).toBe('again');
});

it('a place a process never gave back lapses on its own', async () => {
  const shared = new SharedWindows(t.app.db);
  const now = Date.now();
  expect(await shared.holdPlace('busy:account 902', 1, 60_000, now)).toBe(true);
  expect(await shared.holdPlace('busy:account 902', 1, 60_000, now + 1_000)).toBe(false);
  expect(await shared.holdPlace('busy:account 902', 1, 60_000, now + 61_000)).toBe(true);
});

it("a document asked for on one process waits while the same account's import is read on another", async () => {
  const [student] = await loginDemo(t, 'student1');
  const { Id } = await t.app.db.selectFrom('account').select('Id').where('Username', '=', 'student1').executeTakeFirstOrThrow();
  // the account's one place, taken on the other process
  const shared = new SharedWindows(second.app.db);
  expect(await shared.holdPlace(`busy:account ${Id}`, 1, 60_000)).toBe(true);
  const started = Date.now();
  const asked = t.call('GET', '/api/documents/transcript.pdf', student);
  setTimeout(() => void shared.release([`busy:account ${Id}`]), 500);
  const res = await asked;
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  expect(Date.now() - started).toBeGreaterThanOrEqual(450);
});
