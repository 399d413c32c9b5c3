import { EventEmitter, once } from 'node:events';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { HostMessage, PoolSpec, RunMessage } from './protocol';

/**
 * The background process's entry (started by process.ts under SCHED_IDLE; built as dist/server/backgroundHost.js). It
 * holds the worker-thread pools that draw documents, read workbooks and check imported rows, runs each task the
 * server sends and sends back the outcome. It ends when the server does: when the channel to it closes.
 */
const pools = new Map<string, Piscina>();

function poolOf(spec: PoolSpec): Piscina {
  const key = JSON.stringify(spec);
  let pool = pools.get(key);
  if (!pool) {
    pool = new Piscina({ filename: spec.filename, execArgv: spec.execArgv, ...spec.options });
    // a thread's failure outside any task: piscina replaces the thread (unheard, it would end this process)
    pool.on('error', () => undefined);
    pools.set(key, pool);
  }
  return pool;
}

/** Sends `message` to the server; one that ended meanwhile (its channel closing under the write: EPIPE) hears nothing. */
const send = (message: HostMessage) => {
  if (process.connected) process.send?.(message, undefined, undefined, () => undefined);
};

/**
 * Runs a streaming task: the worker's port messages passed on in order, until as many as it says it posted (its
 * return value). Its port and piscina's own channel are not ordered with each other, so the last messages may come
 * after the return; they always come, however long this process waits for a CPU under SCHED_IDLE. The task's
 * timeout bounds the wait too.
 */
async function runStream(pool: Piscina, message: RunMessage, signal: AbortSignal | undefined): Promise<void> {
  const { port1, port2 } = new MessageChannel();
  const arrivals = new EventEmitter();
  let received = 0;
  let expected = Number.POSITIVE_INFINITY;
  port1.on('message', (posted: unknown) => {
    send({ type: 'progress', id: message.id, message: posted });
    if (++received === expected) arrivals.emit('all');
  });
  try {
    const posted: unknown = await pool.run({ ...message.task, port: port2 }, { transferList: [port2 as MessagePort], signal });
    // a worker that does not count its messages has posted what has come
    expected = typeof posted === 'number' ? posted : received;
    if (received < expected) await once(arrivals, 'all', signal ? { signal } : {});
  } finally {
    port1.close();
  }
}

async function run(message: RunMessage): Promise<void> {
  try {
    const pool = poolOf(message.pool);
    const signal = message.timeoutMs ? AbortSignal.timeout(message.timeoutMs) : undefined;
    if (message.stream) {
      await runStream(pool, message, signal);
      send({ type: 'done', id: message.id, value: undefined });
    } else {
      send({ type: 'done', id: message.id, value: await pool.run(message.task, { signal }) });
    }
  } catch (error) {
    const { message: text, code } = error as { message?: unknown; code?: unknown };
    send({ type: 'failed', id: message.id, error: { message: String(text ?? error), ...(typeof code === 'string' ? { code } : {}) } });
  }
}

process.on('message', (message: RunMessage) => void run(message));

// the server's end (or its loss) closes the channel: the threads end, then this process
process.on('disconnect', () => {
  const ending = [...pools.values()].map((pool) => pool.destroy().catch(() => undefined));
  const late = setTimeout(() => process.exit(0), 5000);
  void Promise.all(ending).then(() => {
    clearTimeout(late);
    process.exit(0);
  });
});
// a terminal's Ctrl-C or a service manager's SIGTERM reaches the whole group: this process waits for the server to end
// it, so the documents being drawn when the server began to stop are still delivered
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => undefined);
