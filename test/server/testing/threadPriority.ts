import { readdirSync, readFileSync } from 'node:fs';

/** Field `field` (1-based, as proc(5) numbers them) of /proc/<pid>/task/<tid>/stat for each thread of `pid` (Linux). */
function statFieldOfThreads(pid: number | 'self', field: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    // the fields after the command name, which is in parentheses and may hold spaces: the state is field 3
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    out.set(Number(tid), Number(fields[field - 3]));
  }
  return out;
}

/** The scheduling policy of SCHED_IDLE (sched(7)). */
export const SCHED_IDLE = 5;

/** Each thread of process `pid` (this one by default) by its id, with its scheduling policy (field 41: 0 SCHED_OTHER, 5 SCHED_IDLE). */
export const policyOfThreads = (pid: number | 'self' = 'self') => statFieldOfThreads(pid, 41);
