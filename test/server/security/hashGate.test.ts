import { HashGate } from '../../../src/server/auth/hashGate';

/** Password checks run a few at a time, clean tries first; a long suspicious queue sheds new tries. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

test('one slot: a clean try waiting jumps ahead of suspicious ones; order otherwise first come, first served', async () => {
  const gate = new HashGate(1, 10);
  const order: string[] = [];
  const first = deferred();
  const running = gate.run(false, async () => {
    order.push('s0');
    await first.promise;
  });
  const waiting = [
    gate.run(false, async () => void order.push('s1')),
    gate.run(false, async () => void order.push('s2')),
    gate.run(true, async () => void order.push('clean')),
  ];
  first.resolve();
  await Promise.all([running, ...waiting]);
  expect(order).toEqual(['s0', 'clean', 's1', 's2']);
});

test('never more than `slots` at once', async () => {
  const gate = new HashGate(2, 100);
  let now = 0;
  let peak = 0;
  await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      gate.run(i % 3 === 0, async () => {
        now++;
        peak = Math.max(peak, now);
        await new Promise((r) => setTimeout(r, 5));
        now--;
      }),
    ),
  );
  expect(peak).toBe(2);
});

test('a suspicious try is turned away when too many are already waiting; a clean one never is', async () => {
  const gate = new HashGate(1, 2);
  const block = deferred();
  const running = gate.run(true, () => block.promise);
  const queued = [gate.run(false, async () => 1), gate.run(false, async () => 2)];
  expect(await gate.run(false, async () => 3)).toBeNull();
  const clean = gate.run(true, async () => 4);
  block.resolve();
  expect(await Promise.all([running, ...queued, clean])).toEqual([{ value: undefined }, { value: 1 }, { value: 2 }, { value: 4 }]);
});
