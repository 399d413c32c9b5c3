import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { httpSettings } from '../../../src/server/runtime/env';
import { api, loginAs, startServerProcess, type ServerProcess } from './serverProcess';

/**
 * The header and request timeouts are the ones docs/OPERATIONS.md names and they cut at that time (node checks
 * them every second, not every 30 s); an import the server is still working on is not cut by the idle timeout; a
 * client that aborts its body is no database fault (no 503, no warning). The real server process on SQLite.
 */
jest.setTimeout(120_000);

const dir = mkdtempSync(path.join(os.tmpdir(), 'capstone-timeouts-'));
let server: ServerProcess;
let port: number;

beforeAll(async () => {
  server = await startServerProcess({
    DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}`,
    HTTP_HEADERS_TIMEOUT_MS: '1500',
    HTTP_REQUEST_TIMEOUT_MS: '2500',
    // long, so that only the header and request timeouts can cut the sockets below
    HTTP_IDLE_TIMEOUT_MS: '20000',
  });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens a socket, writes `first`, then `drip` every 200 ms; resolves with the ms until the server closed it. */
function openSocket(first: string, drip = ''): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const opened = Date.now();
    let timer: NodeJS.Timeout | undefined;
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - opened);
    });
    socket.once('connect', () => {
      socket.write(first);
      if (drip) timer = setInterval(() => socket.writable && socket.write(drip), 200);
    });
  });
}

test('the defaults are the ones docs/OPERATIONS.md gives', () => {
  const doc = readFileSync(path.resolve(__dirname, '../../../docs/OPERATIONS.md'), 'utf8');
  const documented = (name: string) => Number(new RegExp(`\\| \`${name}\` \\| \`(\\d+)\``).exec(doc)?.[1]);
  const s = httpSettings({});
  expect(s.headersTimeoutMs).toBe(documented('HTTP_HEADERS_TIMEOUT_MS'));
  expect(s.requestTimeoutMs).toBe(documented('HTTP_REQUEST_TIMEOUT_MS'));
  expect(s.idleTimeoutMs).toBe(documented('HTTP_IDLE_TIMEOUT_MS'));
  expect(s.headersTimeoutMs).toBe(20_000);
});

test('headers sent a byte at a time are cut at the header timeout (1.5 s here), not up to 30 s later', async () => {
  const ms = await openSocket('GET /api/health HTTP/1.1\r\nHost: x\r\n', 'X');
  expect(ms).toBeGreaterThanOrEqual(1400);
  expect(ms).toBeLessThan(3200);
});

test('a body sent a byte at a time is cut at the request timeout (2.5 s here)', async () => {
  const ms = await openSocket('POST /api/loginadmin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{"username":"', 'a');
  expect(ms).toBeGreaterThanOrEqual(2400);
  expect(ms).toBeLessThan(4200);
});

test('a client that aborts its body is not a database fault: no 503, no warning', async () => {
  const before = server.output().length;
  for (let i = 0; i < 5; i++) {
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('POST /api/loginadmin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"user');
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 100);
      });
      socket.on('error', () => undefined);
    });
  }
  await new Promise((r) => setTimeout(r, 500));
  expect((await api(`${server.url}/api/health`, 'GET')).status).toBe(200);
  const lines = server
    .output()
    .slice(before)
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level: number; msg?: string; res?: { statusCode?: number }; statusCode?: number });
  expect(lines.filter((l) => l.level >= 40)).toEqual([]);
  expect(server.output().slice(before)).not.toContain('database fault');
  expect(server.output().slice(before)).not.toContain('"statusCode":503');
});

test('the demo created by default (no SEED, no NODE_ENV) is said once in the log', () => {
  const said = server.output().split('\n').filter((l) => l.includes('Creating the demo accounts, whose passwords are published'));
  expect(said).toHaveLength(1);
  expect(JSON.parse(said[0]!).level).toBe(40);
});

describe('an import the server is still working on', () => {
  let quick: ServerProcess;
  beforeAll(async () => {
    quick = await startServerProcess({ DATABASE_URL: `sqlite:${path.join(dir, 'idle.sqlite')}`, SEED: 'demo', HTTP_IDLE_TIMEOUT_MS: '300' });
  });
  afterAll(() => quick?.stop());

  test('is not cut by a 300 ms idle timeout: 60 rows (60 argon2 hashes) answer 200 and are all there', async () => {
    const token = await loginAs(quick.url, 'admin', 'admin', 'admin123');
    const rows = Array.from({ length: 60 }, (_, i) => ({
      code: `IDLE${String(i).padStart(4, '0')}`,
      name: 'Idle Import',
      birthday: '2003-03-03',
      address: 'Hue',
      username: `idle${i}`,
      password: 'given-123',
    }));
    const started = Date.now();
    const res = await api(`${quick.url}/api/student/import`, 'POST', token, { rows });
    expect(Date.now() - started).toBeGreaterThan(300);
    expect(res.json).toMatchObject({ status: 200, message: 'Imported 60 students' });
  });
});
