import { slicer } from '../../../src/server/runtime/turns';

/** Whether `pause()` gave the event loop a turn: a callback queued for the next turn runs before it resolves. */
async function yields(pause: () => Promise<void>): Promise<boolean> {
  let ran = false;
  setImmediate(() => (ran = true));
  await pause();
  return ran;
}

test('a long loop gives the event loop a turn once its slice of time is spent, whatever one row costs', async () => {
  let clock = 0;
  const pause = slicer(5, () => clock);
  const seen: boolean[] = [];
  for (const at of [1, 4, 5, 6, 9, 10, 30]) {
    clock = at;
    seen.push(await yields(pause));
  }
  // a turn at 5 ms, the next slice from there: at 10, then at 30
  expect(seen).toEqual([false, false, true, false, false, true, true]);
});
