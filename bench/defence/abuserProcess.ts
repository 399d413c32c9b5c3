import { spawn } from 'node:child_process';
import { startAbuse, type Abuse, type AbuseCounts } from './abuser';

/**
 * The abusive account as a process of its own, as an attacker's machine is not the users' browsers: its client work
 * (2.7 MB uploads, the PDFs it downloads, the frames of its live streams) then competes with the load generator for
 * the same two cores, as before, but no longer runs on the event loop that times every other user's request.
 * It runs at the lowest CPU priority (nice 19, coreutils' `nice`, so every thread it starts inherits it): on its own
 * machine an attacker's client takes nothing from the servers or the load generator, and here it takes the cores only
 * when they would otherwise idle. The servers' work for it (the requests it sends) keeps the servers' priority.
 */
interface Plan {
  urls: string[];
  tokens: string[];
  ids: { boards: number[]; courses: number[] };
  workbook: string;
}

export interface AbuseProcess {
  pid: number;
  /** starts the abuse (the process is loaded and waiting) */
  begin(): void;
  /** holds the abuse (its loops wait, its streams are closed) until resume() */
  pause(): void;
  resume(): void;
  /** ends the abuse and answers what it was told, by status */
  stop(): Promise<AbuseCounts>;
}

/** The abusive client's nice value (the lowest priority). */
const ABUSER_NICE = 19;

export function startAbuseProcess(plan: Plan): Promise<AbuseProcess> {
  const child = spawn('nice', ['-n', String(ABUSER_NICE), process.execPath, '-r', 'esbuild-register', __filename], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      child.once('message', (m) => resolve(m as T));
      child.once('exit', (code) => reject(new Error(`the abusive account's process ended (${code})`)));
    });
  const ready = next<'ready'>();
  child.send(plan);
  return ready.then(() => ({
    pid: child.pid!,
    begin: () => child.send('begin'),
    pause: () => child.send('pause'),
    resume: () => child.send('resume'),
    stop: () => {
      const counts = next<AbuseCounts>();
      child.send('stop');
      return counts;
    },
  }));
}

if (require.main === module) {
  process.once('message', (plan: Plan) => {
    process.send!('ready');
    let abuse: Abuse | null = null;
    process.on('message', (m) => {
      if (m === 'begin') abuse = startAbuse(plan.urls, plan.tokens, plan.ids, plan.workbook);
      else if (m === 'pause') abuse?.pause();
      else if (m === 'resume') abuse?.resume();
      else if (m === 'stop') void (abuse?.stop() ?? Promise.resolve()).then(() => process.send!(abuse?.counts ?? { requests: 0, byStatus: {}, streamsHeld: 0 }, () => process.exit(0)));
    });
  });
}
