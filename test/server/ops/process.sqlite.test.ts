import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { api, loginAs, startServerProcess, waitFor, type ServerProcess } from './serverProcess';

/**
 * The real server process on SQLite, with short timeouts: a client that sends half a body and goes silent
 * is dropped; 3,000 such sockets keep the RSS under 300 MB and the server answering; a database locked by
 * another process answers 503 and the process lives on; SIGTERM finishes the in-flight request and exits 0.
 */
jest.setTimeout(120_000);

const dir = mkdtempSync(path.join(os.tmpdir(), 'capstone-proc-'));
const file = path.join(dir, 'db.sqlite');
let server: ServerProcess;
let port: number;

beforeAll(async () => {
  server = await startServerProcess({
    DATABASE_URL: `sqlite:${file}`,
    SEED: 'demo',
    HTTP_REQUEST_TIMEOUT_MS: '3000',
    HTTP_HEADERS_TIMEOUT_MS: '2000',
    HTTP_IDLE_TIMEOUT_MS: '2000',
    SQLITE_BUSY_TIMEOUT_MS: '1500',
    // every socket here comes from 127.0.0.1, the health check's too: the process-wide bounds are the subject, the
    // per-address ones have their own test (test/server/security/fairLimits.test.ts)
    CONNECTIONS_PER_ADDRESS: '1000000',
    REQUESTS_PER_ADDRESS: '1000000',
    // these sockets never read: beyond the in-progress bound they would be answered 503 at once, and an answer sitting
    // unread keeps the client's end open after the server closed its own (the bound has its own test)
    MAX_REQUESTS_IN_PROGRESS: '0',
  });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens a socket, sends the headers and half of a 1,000-byte body, then nothing; resolves when it is connected. */
function halfBody(): Promise<{ socket: net.Socket; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const opened = Date.now();
    const closed = new Promise<number>((r) => socket.on('close', () => r(Date.now() - opened)));
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      socket.write(`POST /api/loginadmin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":"`);
      resolve({ socket, closed });
    });
    socket.once('error', reject);
  });
}

const rssMb = () => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'));
  return Number(m![1]) / 1024;
};

test('a client that sends half a body and goes silent is dropped (here within the 3 s request timeout)', async () => {
  const { closed } = await halfBody();
  const ms = await closed;
  expect(ms).toBeLessThan(6000);
});

test('3,000 silent half-body sockets: RSS stays under 300 MB, the server keeps answering, all are dropped', async () => {
  const sockets: { socket: net.Socket; closed: Promise<number> }[] = [];
  for (let i = 0; i < 3000; i += 100) sockets.push(...(await Promise.all(Array.from({ length: 100 }, halfBody))));
  expect((await api(`${server.url}/api/health`, 'GET')).status).toBe(200);
  const peak = rssMb();
  expect(peak).toBeLessThan(300);
  const times = await Promise.all(sockets.map((s) => s.closed));
  expect(Math.max(...times)).toBeLessThan(15_000);
  expect(server.alive()).toBe(true);
});

test('a database another process keeps locked: 503 and an unhealthy health check, then served again; 0 exits', async () => {
  const token = await loginAs(server.url, 'admin', 'admin', 'admin123');
  const other = new SQLite(file);
  try {
    other.exec('BEGIN EXCLUSIVE');
    const res = await api(`${server.url}/api/subject/add`, 'POST', token, { name: 'Locked', description: 'x' });
    expect(res).toMatchObject({ status: 503, json: { status: 503, message: 'The database is unavailable, please retry' } });
    expect((await api(`${server.url}/api/health`, 'GET')).status).toBe(503);
    other.exec('ROLLBACK');
  } finally {
    other.close();
  }
  await waitFor(async () => (await api(`${server.url}/api/health`, 'GET')).status === 200, 5000, 'healthy again');
  expect((await api(`${server.url}/api/subject/add`, 'POST', token, { name: 'Unlocked', description: 'x' })).status).toBe(200);
  expect(server.alive()).toBe(true);
});

test('SIGTERM: a request still arriving is finished, new connections are refused, exit 0', async () => {
  // An in-flight request: the headers and half the body are sent before SIGTERM, the rest after it.
  const body = JSON.stringify({ username: 'admin', password: 'admin123' });
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (d) => (answer += d.toString()));
  const ended = new Promise<void>((r) => socket.on('close', () => r()));
  await new Promise((r) => socket.once('connect', r));
  socket.write(`POST /api/loginadmin HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
  await new Promise((r) => setTimeout(r, 200));
  server.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  // The listening socket is closed: a new connection is refused.
  const refused = await new Promise<boolean>((resolve) => {
    const probe = net.connect(port, '127.0.0.1');
    probe.once('connect', () => (probe.destroy(), resolve(false)));
    probe.once('error', () => resolve(true));
  });
  expect(refused).toBe(true);
  expect(server.alive()).toBe(true);
  socket.write(body.slice(10));
  await ended;
  expect(answer).toMatch(/^HTTP\/1\.1 200/);
  expect(answer).toMatch(/"token":"/);
  expect(await server.exited).toBe(0);
});
