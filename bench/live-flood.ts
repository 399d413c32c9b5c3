/**
 * The live-stream flood of `npm run bench:spray`: one lecturer account opens `/api/live` streams as fast as it
 * can for FLOOD_SECONDS (10 s), FLOOD_CONCURRENCY (50) at a time, while it logs in again and again (one login at
 * a time, as fast as the login throttle lets the right password through; a 429 waits a second), each stream taking
 * the newest session — so both the per-session cap of 4 and the process cap LIVE_MAX_STREAMS are met — and keeps
 * every stream it got open. Meanwhile another user logs in every 200 ms from its own process. Prints the streams
 * accepted, refused (503) and closed by the server, the server's open file descriptors (from /proc) and the other
 * user's login latency.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import http from 'node:http';

const SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.FLOOD_CONCURRENCY ?? 50);

export interface FloodResult {
  sessions: number;
  loginsRefused: number;
  opened: number;
  refused: number;
  closedByServer: number;
  otherStatus: number;
  fdsBefore: number;
  fdsPeak: number;
  fdsAfter: number;
  real: number[];
  realFailed: number;
}

const fdsOf = (pid: number) => {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return -1;
  }
};

/** A new session of lecturer1, or null when the login was refused (429: the throttle's reservations are full). */
async function lecturerToken(url: string): Promise<string | null> {
  const res = await fetch(`${url}/loginteacher`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
    body: JSON.stringify({ username: 'lecturer1', password: 'lecturer123' }),
  });
  const body = (await res.json()) as { token?: string };
  if (body.token) return body.token;
  if (res.status === 429) return null;
  throw new Error(`lecturer1 could not log in: ${JSON.stringify(body)}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens one stream; resolves with its status once the headers arrive (the stream stays open). */
function openStream(url: string, token: string, held: http.ClientRequest[], onServerClose: () => void): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(`${url}/live`, { agent: false, headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.77' } }, (res) => {
      resolve(res.statusCode ?? 0);
      if (res.statusCode === 200) res.on('end', onServerClose);
      res.resume();
    });
    req.on('error', () => resolve(0));
    held.push(req);
  });
}

export async function liveFlood(url: string, server: ChildProcess, startRealUser: () => { stop(): Promise<{ real: number[]; realFailed: number }> }): Promise<FloodResult> {
  const pid = server.pid!;
  const fdsBefore = fdsOf(pid);
  let fdsPeak = fdsBefore;
  const sampler = setInterval(() => (fdsPeak = Math.max(fdsPeak, fdsOf(pid))), 100);
  const held: http.ClientRequest[] = [];
  const result = { sessions: 0, loginsRefused: 0, opened: 0, refused: 0, closedByServer: 0, otherStatus: 0 };
  let token: string | null = null;
  while (token === null) token = (await lecturerToken(url)) ?? (await sleep(1000), null);
  result.sessions = 1;
  const real = startRealUser();
  const until = Date.now() + SECONDS * 1000;
  // new sessions, one login at a time, for as long as the flood lasts
  const sessions = (async () => {
    while (Date.now() < until) {
      const next = await lecturerToken(url);
      if (next) {
        token = next;
        result.sessions++;
      } else {
        result.loginsRefused++;
        await sleep(1000);
      }
    }
  })();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const status = await openStream(url, token!, held, () => result.closedByServer++);
        if (status === 200) result.opened++;
        else if (status === 503) result.refused++;
        else result.otherStatus++;
      }
    }),
  );
  await sessions;
  const { real: latencies, realFailed } = await real.stop();
  clearInterval(sampler);
  for (const req of held) req.destroy();
  await new Promise((r) => setTimeout(r, 1000));
  return { ...result, fdsBefore, fdsPeak, fdsAfter: fdsOf(pid), real: latencies.sort((a, b) => a - b), realFailed };
}

/** Starts the other user's login loop (a separate process, so the flood's client work does not skew its clock). */
export function realUserProcess(url: string, script: string): { stop(): Promise<{ real: number[]; realFailed: number }> } {
  const child = spawn(process.execPath, ['-r', 'esbuild-register', script], { env: { ...process.env, SPRAY_REAL_USER: url }, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  const done = new Promise((r) => child.once('exit', r));
  return {
    async stop() {
      child.kill('SIGTERM');
      await done;
      return JSON.parse(out) as { real: number[]; realFailed: number };
    },
  };
}
