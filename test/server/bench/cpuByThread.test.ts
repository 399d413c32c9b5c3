import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { cpuByThread, threadsOf } from '../../../bench/lib/cpu';

const SPIN_MS = 100;

/** This thread's CPU time so far (ms), from its own schedstat. */
const ownCpuMs = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;

/**
 * A worker thread that lowers its own priority by `by` (the server's workers do, by 10), spends SPIN_MS of CPU, then
 * waits to be ended: the reading is taken while it lives, as a thread that ended takes its time with it.
 */
async function spinInThread(by: number): Promise<{ tid: number; end(): Promise<number> }> {
  const code = `
    const { readFileSync, readlinkSync } = require('node:fs');
    const { nice } = require('@napi-rs/nice');
    const { parentPort } = require('node:worker_threads');
    if (${by} > 0) nice(${by});
    const cpu = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
    const from = cpu();
    let x = 0;
    while (cpu() - from < ${SPIN_MS}) for (let i = 0; i < 1e5; i++) x += Math.sqrt(i);
    // listening keeps the thread alive (a worker whose script has run ends by itself) until it is terminated
    parentPort.on('message', () => undefined);
    // '/proc/thread-self' links to '<pid>/task/<tid>'
    parentPort.postMessage({ x, tid: Number(readlinkSync('/proc/thread-self').split('/').pop()) });
  `;
  const worker = new Worker(code, { eval: true });
  const { tid } = await new Promise<{ tid: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return { tid, end: () => worker.terminate() };
}

describe("the defence bench's CPU by thread", () => {
  // the worker's own thread, found by its id: the process's other threads (V8's collector and compiler, busy with
  // whatever else this process runs) make any total too noisy to tell one thread's 100 ms apart
  it.each([
    ['a niced worker thread as background', 10, 'background'],
    ['a worker thread at the process priority as others', 0, 'others'],
  ] as const)('counts %s', async (_, by, kind) => {
    const worker = await spinInThread(by);
    const threads = threadsOf(process.pid);
    const totals = cpuByThread(process.pid);
    await worker.end();
    const own = threads.find((t) => t.tid === worker.tid);
    expect(own?.kind).toBe(kind);
    expect(own?.ms).toBeGreaterThanOrEqual(SPIN_MS);
    expect(totals[kind]).toBeGreaterThanOrEqual(SPIN_MS);
    expect(threads.filter((t) => t.kind === 'main').map((t) => t.tid)).toEqual([process.pid]);
  });

  it('counts the event loop as main', () => {
    const before = cpuByThread(process.pid);
    const from = ownCpuMs();
    let x = 0;
    while (ownCpuMs() - from < SPIN_MS) for (let i = 0; i < 1e5; i++) x += Math.sqrt(i);
    expect(x).toBeGreaterThan(0);
    expect(cpuByThread(process.pid).main - before.main).toBeGreaterThanOrEqual(SPIN_MS);
  });

  it.each([
    ['under SCHED_IDLE', ['chrt', '--idle', '0']],
    ['at nice 10', ['nice', '-n', '10']],
  ])("counts a child process started %s (the server's background process) as background, every thread of it", async (_, launcher) => {
    // the child spends SPIN_MS of CPU, says so, then waits to be ended
    const code = `
      const { readFileSync } = require('node:fs');
      const cpu = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
      let x = 0;
      while (cpu() < ${SPIN_MS}) for (let i = 0; i < 1e5; i++) x += Math.sqrt(i);
      console.log(x > 0 ? 'spun' : '');
      setInterval(() => undefined, 1000);
    `;
    const [command, ...args] = launcher;
    const child = spawn(command!, [...args, process.execPath, '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await once(child.stdout!, 'data');
      const threads = threadsOf(process.pid).filter((t) => readFileSync(`/proc/${t.tid}/status`, 'utf8').includes(`Tgid:\t${child.pid}\n`));
      expect(threads.length).toBeGreaterThan(1);
      expect(new Set(threads.map((t) => t.kind))).toEqual(new Set(['background']));
      expect(threads.reduce((ms, t) => ms + t.ms, 0)).toBeGreaterThanOrEqual(SPIN_MS);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
