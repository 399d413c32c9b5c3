import type { Piscina } from 'piscina';

/** Piscina's options that cross to the background process (plain data: no functions). */
export type PoolOptions = Omit<NonNullable<ConstructorParameters<typeof Piscina>[0]>, 'filename' | 'execArgv'>;

/** A pool of worker threads in the background process: its entry file (runtime/workerFile.ts) and options. */
export interface PoolSpec {
  /** one pool per distinct spec: the same name with other options is another pool */
  name: string;
  filename: string;
  execArgv: string[];
  options: PoolOptions;
}

/**
 * A task for a pool. With `stream`, the worker also gets a MessagePort (`task.port`) on which it posts messages; each
 * is passed on to the server as it comes; the worker returns how many it posted, and the task ends once all are passed on.
 */
export interface RunMessage {
  type: 'run';
  id: number;
  pool: PoolSpec;
  task: Record<string, unknown>;
  timeoutMs?: number;
  stream?: boolean;
}

export interface TaskFailure {
  message: string;
  code?: string;
}

export type HostMessage =
  | { type: 'progress'; id: number; message: unknown }
  | { type: 'done'; id: number; value: unknown }
  | { type: 'failed'; id: number; error: TaskFailure };
