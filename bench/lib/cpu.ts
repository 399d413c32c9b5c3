import { readdirSync, readFileSync } from 'node:fs';

/**
 * A process and its children alive now (by the parent's id in /proc/<pid>/stat, field 4): a server and its background
 * process (src/server/runtime/background), whose CPU is the server's work too.
 */
export function withChildren(pid: number | undefined): number[] {
  const family = [pid!];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) family.push(Number(entry));
    } catch {
      // the process ended while being read
    }
  }
  return family;
}

/** The thread ids of the processes `pids` (a process that ended while being read has none). */
function threadIds(pids: number[]): { pid: number; tid: string }[] {
  return pids.flatMap((pid) => {
    try {
      return readdirSync(`/proc/${pid}/task`).map((tid) => ({ pid, tid }));
    } catch {
      return [];
    }
  });
}

/**
 * CPU time of a whole process and its children in milliseconds with nanosecond resolution: the sum of
 * `/proc/<pid>/task/<tid>/schedstat` (its first field: time spent on a CPU, ns) over every thread — the main thread,
 * libuv's pool (zlib, crypto, file reads) and the background process's threads. `cpuMs` (bench/lib/server.ts, /proc/<pid>/stat) counts in 10 ms ticks, fine over a 3 s autocannon
 * row but not for one request of a few milliseconds, which is what a write followed by one list read measures.
 * A thread that ended between two readings takes its time with it (libuv's pool threads live as long as the process).
 */
export function cpuNsMs(pid: number | undefined): number {
  return schedstat(pid, 0);
}

/**
 * Time the process's threads were runnable but waiting for a CPU (schedstat's second field), ms: on a machine
 * shared with other work, the share of a slow answer that was the machine's, not the server's. Its children apart:
 * the background process waits for the CPU by design.
 */
export function runQueueMs(pid: number | undefined): number {
  return schedstat(pid, 1, false);
}

function schedstat(pid: number | undefined, field: 0 | 1, children = true): number {
  let ns = 0;
  for (const { pid: member, tid } of threadIds(children ? withChildren(pid) : [pid!])) {
    try {
      ns += Number(readFileSync(`/proc/${member}/task/${tid}/schedstat`, 'utf8').split(' ')[field]);
    } catch {
      // the thread ended while being read
    }
  }
  return ns / 1e6;
}

/** A process's CPU time (ms, schedstat) by kind of thread: `main` (the event loop), `background` (threads at a lower
 * priority than the main thread: a niced worker thread, every thread of the background process under SCHED_IDLE),
 * `others` (every other thread, at the main thread's priority:
 * V8's helper threads for garbage collection and compilation, libuv's pool). */
export interface ThreadCpu {
  main: number;
  background: number;
  others: number;
}

/** One thread of a process: its id, kind (see ThreadCpu) and CPU time so far (ms, schedstat). */
export interface ThreadReading {
  tid: number;
  kind: keyof ThreadCpu;
  ms: number;
}

/** The scheduling policy SCHED_IDLE (sched(7)). */
const SCHED_IDLE = 5;

/**
 * Every thread of a process and its children alive now, classed by its priority against the process's main thread's:
 * a higher nice value, or the SCHED_IDLE policy (as every thread of the server's background process has), is
 * `background`.
 */
export function threadsOf(pid: number | undefined): ThreadReading[] {
  const threads: { tid: number; nice: number; idle: boolean; ms: number }[] = [];
  for (const { pid: member, tid } of threadIds(withChildren(pid))) {
    try {
      const ms = Number(readFileSync(`/proc/${member}/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
      const stat = readFileSync(`/proc/${member}/task/${tid}/stat`, 'utf8');
      // after the command's closing parenthesis: state is field 3, nice field 19, policy field 41
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      threads.push({ tid: Number(tid), nice: Number(fields[16]), idle: Number(fields[38]) === SCHED_IDLE, ms });
    } catch {
      // the thread ended while being read
    }
  }
  // a process started at a lower priority (or whose main thread lowered its own) starts its threads there too
  const main = threads.find((t) => t.tid === pid);
  return threads.map(({ tid, nice, idle, ms }) => ({ tid, ms, kind: tid === pid ? 'main' : (idle && !main?.idle) || nice > (main?.nice ?? 0) ? 'background' : 'others' }));
}

/** A process's CPU time so far by kind of thread. */
export function cpuByThread(pid: number | undefined): ThreadCpu {
  const out: ThreadCpu = { main: 0, background: 0, others: 0 };
  for (const t of threadsOf(pid)) out[t.kind] += t.ms;
  return out;
}

/** Two readings added (`sign` -1: the CPU spent between them, b after a). */
export const addThreadCpu = (a: ThreadCpu, b: ThreadCpu, sign: 1 | -1 = 1): ThreadCpu => ({ main: a.main + sign * b.main, background: a.background + sign * b.background, others: a.others + sign * b.others });

/** Every PostgreSQL process on this machine (the postmaster and its backends), by `/proc/<pid>/comm`. */
export function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // the process ended while being read
    }
  }
  return pids;
}

/**
 * CPU time (ms) of a set of processes found again at each reading (PostgreSQL's backends come and go): the sum over
 * those alive now; a process that ended between two readings takes its time with it.
 */
export function cpuOfEach(pids: number[]): Map<number, number> {
  const times = new Map<number, number>();
  for (const pid of pids) {
    try {
      times.set(pid, cpuNsMs(pid));
    } catch {
      // ended
    }
  }
  return times;
}

/** CPU used between two readings of `cpuOfEach` by the processes alive at both, plus the whole of those new at the second. */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, t] of after) ms += t - (before.get(pid) ?? 0);
  return ms;
}

/**
 * CPU time (ms) the whole machine spent busy since boot, every CPU summed: /proc/stat's first line without its idle and
 * iowait fields (USER_HZ ticks of 10 ms). The difference of two readings is what every process used in between,
 * threads that ended included, which a per-process reading misses.
 */
export function machineBusyMs(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already in user)
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return (user + nice + system + irq + softirq + steal) * 10;
}
