import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** everything the process printed (pino JSON lines) */
  output(): string;
  alive(): boolean;
  /** resolves with the exit code (or the signal's name) */
  exited: Promise<number | string>;
  stop(): Promise<void>;
}

/**
 * Starts the real server (src/server/main.ts through esbuild-register) as its own process on a free port
 * and waits until it listens. The port comes from the server's own "listening" log line.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 40_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['-r', 'esbuild-register', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: '0',
      HOST: '127.0.0.1',
      CLIENT_DIR: '',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'process-secret-process-secret-0123456789',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  let exitCode: number | string | null = null;
  void exited.then((c) => (exitCode = c));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within ${timeoutMs} ms:\n${out}`)), timeoutMs);
    const look = () => {
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', look);
    void exited.then((c) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${c}) before listening:\n${out}`));
    });
  });
  return {
    child,
    url,
    output: () => out,
    alive: () => exitCode === null,
    exited,
    async stop() {
      if (exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test helper: callers read whatever shape the route answers
type Json = any;

/** fetch with a JSON body and an optional bearer token; never throws on HTTP status */
export async function api(url: string, method: string, token?: string | null, body?: unknown): Promise<{ status: number; json: Json }> {
  const res = await fetch(url, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

export async function loginAs(url: string, kind: 'admin' | 'teacher' | 'student', username: string, password: string): Promise<string> {
  const r = await api(`${url}/api/login${kind}`, 'POST', null, { username, password });
  if (!r.json?.token) throw new Error(`login ${username} failed: ${JSON.stringify(r.json)}`);
  return r.json.token as string;
}

export async function waitFor(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}
