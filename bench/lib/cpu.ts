import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of a whole process in milliseconds with nanosecond resolution: the sum of `/proc/<pid>/task/<tid>/schedstat`
 * (its first field: time spent on a CPU, ns) over every thread — the main thread and libuv's pool (zlib, crypto,
 * file reads). `cpuMs` (bench/lib/server.ts, /proc/<pid>/stat) counts in 10 ms ticks, fine over a 3 s autocannon
 * row but not for one request of a few milliseconds, which is what a write followed by one list read measures.
 * A thread that ended between two readings takes its time with it (libuv's pool threads live as long as the process).
 */
export function cpuNsMs(pid: number | undefined): number {
  return schedstat(pid, 0);
}

/**
 * Time the process's threads were runnable but waiting for a CPU (schedstat's second field), ms: on a machine
 * shared with other work, the share of a slow answer that was the machine's, not the server's.
 */
export function runQueueMs(pid: number | undefined): number {
  return schedstat(pid, 1);
}

function schedstat(pid: number | undefined, field: 0 | 1): number {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[field]);
    } catch {
      // the thread ended while being read
    }
  }
  return ns / 1e6;
}
