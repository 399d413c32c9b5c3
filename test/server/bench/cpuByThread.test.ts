import { Worker } from 'node:worker_threads';
import { cpuByThread } from '../../../bench/lib/cpu';

/** A thread that lowers its own priority as the server's workers do, then spins for `ms` of wall time. */
function spinInNicedThread(ms: number): Promise<void> {
  const code = `
    const { nice } = require('@napi-rs/nice');
    const { parentPort } = require('node:worker_threads');
    nice(10);
    const until = Date.now() + ${ms};
    let x = 0;
    while (Date.now() < until) x += Math.sqrt(x + 1);
    parentPort.postMessage(x);
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true });
    worker.once('message', () => void worker.terminate().then(() => resolve()));
    worker.once('error', reject);
  });
}

describe("the defence bench's CPU by thread", () => {
  it('counts a niced worker thread as background, and the event loop as main', async () => {
    const before = cpuByThread(process.pid);
    // read while the worker still lives: a thread that ended takes its time with it
    const spinning = spinInNicedThread(300);
    await new Promise((r) => setTimeout(r, 250));
    const during = cpuByThread(process.pid);
    await spinning;
    expect(during.background - before.background).toBeGreaterThan(20);
    const main = cpuByThread(process.pid).main;
    const until = Date.now() + 100;
    let x = 0;
    while (Date.now() < until) x += Math.sqrt(x + 1);
    expect(x).toBeGreaterThan(0);
    expect(cpuByThread(process.pid).main - main).toBeGreaterThan(20);
  });
});
