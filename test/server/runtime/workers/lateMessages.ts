import type { MessagePort } from 'node:worker_threads';

/**
 * A streaming worker (runtime/background/protocol.ts) whose last message leaves `lateMs` after it returned: as a busy
 * machine can deliver a reader's last rows, its port and piscina's channel being unordered with each other. Its pool
 * runs with piscina's `atomics: 'disabled'` and an idle timeout, so the thread and its event loop (and the timer)
 * go on after the task.
 */
export default function lateMessages({ count, lateMs, port }: { count: number; lateMs: number; port: MessagePort }): number {
  for (let i = 1; i < count; i++) port.postMessage({ kind: 'rows', n: i });
  setTimeout(() => port.postMessage({ kind: 'done', n: count }), lateMs);
  return count;
}
