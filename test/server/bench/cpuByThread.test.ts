import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { cpuByThread, type ThreadCpu } from '../../../bench/lib/cpu';

const SPIN_MS = 100;

/** This thread's CPU time so far (ms), from its own schedstat. */
const ownCpuMs = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;

/**
 * A worker thread that lowers its own priority by `by` (the server's workers do, by 10), spends SPIN_MS of CPU, then
 * waits to be ended: the reading is taken while it lives, as a thread that ended takes its time with it.
 */
async function spinInThread(by: number): Promise<{ end(): Promise<number> }> {
  const code = `
    const { readFileSync } = require('node:fs');
    const { nice } = require('@napi-rs/nice');
    const { parentPort } = require('node:worker_threads');
    if (${by} > 0) nice(${by});
    const cpu = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
    const from = cpu();
    let x = 0;
    while (cpu() - from < ${SPIN_MS}) for (let i = 0; i < 1e5; i++) x += Math.sqrt(i);
    // listening keeps the thread alive (a worker whose script has run ends by itself) until it is terminated
    parentPort.on('message', () => undefined);
    parentPort.postMessage(x);
  `;
  const worker = new Worker(code, { eval: true });
  await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return { end: () => worker.terminate() };
}

const grew = (before: ThreadCpu, after: ThreadCpu, kind: keyof ThreadCpu) => after[kind] - before[kind];

describe("the defence bench's CPU by thread", () => {
  it.each([
    ['a niced worker thread as background', 10, 'background', 'others'],
    ['a worker thread at the process priority as others', 0, 'others', 'background'],
  ] as const)('counts %s', async (_, by, counted, notCounted) => {
    const before = cpuByThread(process.pid);
    const worker = await spinInThread(by);
    const after = cpuByThread(process.pid);
    await worker.end();
    expect(grew(before, after, counted)).toBeGreaterThanOrEqual(SPIN_MS);
    expect(grew(before, after, notCounted)).toBeLessThan(SPIN_MS / 2);
  });

  it('counts the event loop as main', () => {
    const before = cpuByThread(process.pid);
    const from = ownCpuMs();
    let x = 0;
    while (ownCpuMs() - from < SPIN_MS) for (let i = 0; i < 1e5; i++) x += Math.sqrt(i);
    expect(x).toBeGreaterThan(0);
    expect(grew(before, cpuByThread(process.pid), 'main')).toBeGreaterThanOrEqual(SPIN_MS);
  });
});
