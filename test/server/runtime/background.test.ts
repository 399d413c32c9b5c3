import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readFailure } from '../../../src/server/documents/xlsx/readInWorker';
import { UnreadableWorkbook } from '../../../src/server/documents/xlsx/reader';
import { Overloaded } from '../../../src/server/domain/errors';
import { background, BackgroundFailure, launcher, poolSpec } from '../../../src/server/runtime/background/process';

/**
 * The background process beside the server (runtime/background): it answers tasks, reports a worker's failure as that
 * task's alone, is shared by the apps of one process until the last ends, and never outlives the server.
 */
jest.setTimeout(60_000);
afterAll(() => background.close());

const checker = poolSpec('rowChecksTest', path.join(__dirname, '../../../src/server/domain/rowChecks'), 'worker.ts', 'rowCheckWorker.js', { minThreads: 0, maxThreads: 1 });
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const until = async (check: () => boolean, ms = 10_000) => {
  for (const end = Date.now() + ms; Date.now() < end && !check(); ) await new Promise((r) => setTimeout(r, 50));
  return check();
};

it("answers a task, and a worker's failure fails that task alone", async () => {
  await expect(background.run(checker, { schema: 'studentImport', rows: [{ code: 'x' }] })).resolves.toEqual([expect.arrayContaining([expect.objectContaining({ field: 'name' })])]);
  const pid = background.pid;
  // an unknown schema: the worker throws
  await expect(background.run(checker, { schema: 'noSuchSchema', rows: [{}] })).rejects.toBeInstanceOf(BackgroundFailure);
  await expect(background.run(checker, { schema: 'studentImport', rows: [] })).resolves.toEqual([]);
  expect(background.pid).toBe(pid);
});

const late = poolSpec('lateMessagesTest', path.join(__dirname, 'workers'), 'lateMessages.ts', 'lateMessages.js', { minThreads: 0, maxThreads: 1, atomics: 'disabled', idleTimeout: 30_000 });

it("passes on every message a streaming task posted before its answer, however late the last comes", async () => {
  const heard: unknown[] = [];
  const answer = await background.run(late, { count: 3, lateMs: 2500 }, { stream: { progress: (m) => heard.push(m) } });
  expect(answer).toBeUndefined();
  expect(heard).toEqual([
    { kind: 'rows', n: 1 },
    { kind: 'rows', n: 2 },
    { kind: 'done', n: 3 },
  ]);
});

it("ends a streaming task whose messages do not all come within its timeout, as a failure of that task alone", async () => {
  const heard: unknown[] = [];
  await expect(background.run(late, { count: 2, lateMs: 5000 }, { timeoutMs: 1500, stream: { progress: (m) => heard.push(m) } })).rejects.toBeInstanceOf(BackgroundFailure);
  expect(heard).toEqual([{ kind: 'rows', n: 1 }]);
  const pid = background.pid;
  await expect(background.run(late, { count: 1, lateMs: 0 }, { stream: { progress: () => undefined } })).resolves.toBeUndefined();
  expect(background.pid).toBe(pid);
});

it("is shared by the apps of one process: the first's end leaves it running, the last's ends it", async () => {
  const first = background.retain();
  const second = background.retain();
  await background.run(checker, { schema: 'studentImport', rows: [] });
  const pid = background.pid!;
  await first();
  await first();
  expect(alive(pid)).toBe(true);
  await expect(background.run(checker, { schema: 'studentImport', rows: [] })).resolves.toEqual([]);
  await second();
  expect(await until(() => !alive(pid))).toBe(true);
  expect(background.pid).toBeNull();
});

it('starts another process for a task sent while the last one is ending (its channel closed, its exit not yet heard)', async () => {
  await background.run(checker, { schema: 'studentImport', rows: [] });
  const pid = background.pid!;
  // the host ends when its channel closes; the task is sent before the exit can be heard
  (background as unknown as { child: { disconnect(): void } }).child.disconnect();
  await expect(background.run(checker, { schema: 'studentImport', rows: [] })).resolves.toEqual([]);
  expect(background.pid).not.toBe(pid);
  expect(await until(() => !alive(pid))).toBe(true);
});

it('ends when the server process ends, even killed: no process is left behind', () => {
  const script = `
    const { background, poolSpec } = require(${JSON.stringify(path.join(__dirname, '../../../src/server/runtime/background/process'))});
    const spec = poolSpec('x', ${JSON.stringify(path.join(__dirname, '../../../src/server/domain/rowChecks'))}, 'worker.ts', 'rowCheckWorker.js', { minThreads: 0, maxThreads: 1 });
    background.run(spec, { schema: 'studentImport', rows: [] }).then(() => { console.log(background.pid); process.kill(process.pid, 'SIGKILL'); });
  `;
  const run = spawnSync(process.execPath, ['-r', require.resolve('esbuild-register'), '-e', script], { encoding: 'utf8', timeout: 30_000 });
  const pid = Number(run.stdout.trim());
  expect(pid).toBeGreaterThan(0);
  return until(() => !alive(pid)).then((ended) => expect(ended).toBe(true));
});

it('tells an uploader that a thread or the background process would not start or ended (busy, ask again) apart from a file too heavy to read', () => {
  expect(readFailure(Object.assign(new Error('no thread'), { code: 'ERR_WORKER_INIT_FAILED' }))).toBeInstanceOf(Overloaded);
  expect(readFailure(Object.assign(new Error('ended'), { code: 'BACKGROUND_ENDED' }))).toBeInstanceOf(Overloaded);
  expect(readFailure(Object.assign(new Error('Channel closed'), { code: 'ERR_IPC_CHANNEL_CLOSED' }))).toBeInstanceOf(Overloaded);
  expect(readFailure(Object.assign(new Error('out of memory'), { code: 'ERR_WORKER_OUT_OF_MEMORY' }))).toEqual(new UnreadableWorkbook('tooLarge'));
  const timedOut = new Error('The task has been aborted');
  timedOut.name = 'AbortError';
  expect(readFailure(timedOut)).toBeInstanceOf(UnreadableWorkbook);
});

it('is started under SCHED_IDLE with chrt, else at nice 10 with nice, else as it is (its threads then lower themselves)', () => {
  expect(launcher((file) => file === '/usr/bin/chrt' || file === '/usr/bin/nice')).toEqual({ command: '/usr/bin/chrt', args: ['--idle', '0', process.execPath], policy: 'idle' });
  expect(launcher((file) => file === '/usr/bin/nice')).toEqual({ command: '/usr/bin/nice', args: ['-n', '10', process.execPath], policy: 'nice' });
  expect(launcher(() => false)).toEqual({ command: process.execPath, args: [], policy: 'none' });
  // this machine has util-linux: the process is started under SCHED_IDLE
  expect(launcher().policy).toBe('idle');
});
