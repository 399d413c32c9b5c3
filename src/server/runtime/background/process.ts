import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { BACKGROUND_NICE } from '../lowPriority';
import { workerFile } from '../workerFile';
import type { HostMessage, PoolSpec, RunMessage } from './protocol';

/**
 * How the background process is started at the background priority, every thread of it (V8's collector threads
 * included) inheriting it: util-linux's `chrt --idle 0` (the SCHED_IDLE policy, sched(7)), else coreutils'
 * `nice -n 10`, else as it is (its worker threads then lower themselves to nice 10, runtime/lowPriority.ts).
 */
export function launcher(found: (file: string) => boolean = existsSync): { command: string; args: string[]; policy: 'idle' | 'nice' | 'none' } {
  const chrt = ['/usr/bin/chrt', '/bin/chrt'].find(found);
  if (chrt) return { command: chrt, args: ['--idle', '0', process.execPath], policy: 'idle' };
  const nice = ['/usr/bin/nice', '/bin/nice'].find(found);
  if (nice) return { command: nice, args: ['-n', String(BACKGROUND_NICE), process.execPath], policy: 'nice' };
  return { command: process.execPath, args: [], policy: 'none' };
}

/** The background process ended (or was ended) before the task's answer. */
export class BackgroundEnded extends Error {
  readonly code = 'BACKGROUND_ENDED';
  constructor() {
    super('the background process ended');
  }
}

/**
 * True when `error` says the background process ended under a task or could not be started (EAGAIN: the system's
 * limit of processes), its channel closed as the task was sent, or a thread would not start in it: the work was fine,
 * the caller asks again in a moment.
 */
export function backgroundUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'BACKGROUND_ENDED' || code === 'EAGAIN' || code === 'ERR_WORKER_INIT_FAILED' || code === 'ERR_IPC_CHANNEL_CLOSED';
}

/** What a task failed with in the background process: its message and code, as the worker threw them. */
export class BackgroundFailure extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  progress?: (message: unknown) => void;
}

export interface RunOptions {
  timeoutMs?: number;
  /** a streaming task (protocol.ts): each message the worker posts, in order, before the task's answer */
  stream?: { progress: (message: unknown) => void };
}

/**
 * One process beside the server, started with the first task under the SCHED_IDLE scheduling policy (launcher), that
 * holds the worker-thread pools (host.ts). Why a process: V8 collects a worker thread's garbage partly on the
 * process's shared helper threads, which also serve the event loop and so keep its priority; every thread of a
 * process started this way, the collector's included, is at the background priority. Why SCHED_IDLE rather than a
 * nice value: a request's thread that wakes (its database answer came) takes the CPU from a SCHED_IDLE thread at once,
 * while a niced thread keeps it for the rest of its time slice, a few milliseconds added to the request each time; and
 * a SCHED_IDLE thread still gets a sliver of a busy core, so its work ends. Measured, one account flooding documents
 * and imports beside 3× defence week's peak on PostgreSQL: p99 43 ms with the threads at nice 10 in the server's
 * process, 46 in a process at nice 10, 30–35 in this one, against 25–30 without the abuser (bench/RESULTS.md, 6 Dec).
 * Tasks and answers cross the channel in V8's serialization (as they cross to a thread). If the process ends, its
 * tasks fail (BackgroundEnded) and the next task starts another.
 */
class BackgroundProcess {
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private users = 0;

  /**
   * Counts a user of the process (an app); the returned function ends that use, and the last one ends the process
   * (close). Two apps in one process (tests) thus share it without one's close failing the other's documents.
   */
  retain(): () => Promise<void> {
    this.users++;
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      this.users--;
      if (this.users === 0) await this.close();
    };
  }

  run(pool: PoolSpec, task: Record<string, unknown>, options: RunOptions = {}): Promise<unknown> {
    return new Promise((resolve, reject) => {
      let child: ChildProcess;
      try {
        child = this.started();
      } catch (error) {
        reject(error);
        return;
      }
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject, progress: options.stream?.progress });
      child.channel?.ref();
      const message: RunMessage = { type: 'run', id, pool, task, ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}), ...(options.stream ? { stream: true } : {}) };
      child.send(message, (error) => {
        if (error) this.settle(id)?.reject(error);
      });
    });
  }

  /** The background process's id, or null while none runs (tests). */
  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  private started(): ChildProcess {
    if (this.child?.connected) return this.child;
    // its channel closed (it is ending) before its exit was heard: its tasks fail, the next one starts another
    if (this.child) this.ended(this.child, new BackgroundEnded());
    const { filename, execArgv } = workerFile(__dirname, 'host.ts', 'backgroundHost.js');
    const options: SpawnOptions = { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' };
    const { command, args } = launcher();
    const child: ChildProcess = spawn(command, [...args, ...execArgv, filename], options);
    child.on('message', (message: HostMessage) => this.heard(message));
    // 'error': it could not be started (EAGAIN: the system's limit of processes) or messaged
    child.on('error', (error) => this.ended(child, error));
    child.on('exit', () => this.ended(child, new BackgroundEnded()));
    // it does not keep the server alive: only a task waiting for its answer does (run, settle)
    child.unref();
    this.child = child;
    return child;
  }

  private heard(message: HostMessage): void {
    if (message.type === 'progress') {
      this.pending.get(message.id)?.progress?.(message.message);
      return;
    }
    const pending = this.settle(message.id);
    if (!pending) return;
    if (message.type === 'done') pending.resolve(message.value);
    else pending.reject(new BackgroundFailure(message.error.message, message.error.code));
  }

  /** Forgets task `id` (its answer came) and returns it. */
  private settle(id: number): Pending | undefined {
    const pending = this.pending.get(id);
    this.pending.delete(id);
    if (this.pending.size === 0) this.child?.channel?.unref();
    return pending;
  }

  private ended(child: ChildProcess, error: unknown): void {
    if (this.child !== child) return;
    this.child = null;
    this.failAll(error);
  }

  private failAll(error: unknown): void {
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const task of pending) task.reject(error);
  }

  /** Ends the background process (its threads first), failing what it still had (the app's close). */
  async close(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    this.failAll(new BackgroundEnded());
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit').catch(() => undefined);
    if (child.connected) child.disconnect();
    const late = setTimeout(() => child.kill('SIGKILL'), 6000);
    await exited;
    clearTimeout(late);
  }
}

/** This server process's one background process. */
export const background = new BackgroundProcess();

/** A pool spec for the worker entry `source` beside `dir` (`built` in dist/server; runtime/workerFile.ts). */
export function poolSpec(name: string, dir: string, source: string, built: string, options: PoolSpec['options']): PoolSpec {
  return { name, ...workerFile(dir, source, built), options };
}
