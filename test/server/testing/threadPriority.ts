import { readdirSync, readFileSync } from 'node:fs';

/** Each thread of this process by its id, with its nice value (/proc/self/task/<tid>/stat, field 19; Linux). */
export function niceOfThreads(): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // the fields after the command name, which is in parentheses and may hold spaces: the state is field 3
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    out.set(Number(tid), Number(fields[19 - 3]));
  }
  return out;
}
