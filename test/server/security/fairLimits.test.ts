import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../testing/testApp';
import { openStream, waitFor, type OpenStream } from '../routes/live/liveStream';
import { buildApp } from '../../../src/server/app';

async function waitForAsync(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Limits per client: one account holds a bounded number of sessions (the oldest ended beyond) and of live streams
 * across its sessions; one client address holds a bounded share of the process's sockets, so a flood of half-sent
 * sockets from one address leaves other users' logins at 0 failures (and the same flood without the per-address cap
 * does make them fail: the test can tell); an overloaded process answers 503 with Retry-After, one address with too
 * many requests in progress 429.
 */
jest.setTimeout(120_000);

const apps: TestApp[] = [];
const app = async (overrides: Parameters<typeof createTestApp>[0]) => {
  const t = await createTestApp(overrides);
  apps.push(t);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return { t, port: (t.app.server.address() as AddressInfo).port };
};
const sockets: net.Socket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.destroy();
});
afterAll(async () => {
  for (const t of apps) await t.close();
});

/** A JSON call over a real socket from a chosen local address (127.0.0.0/8 is all loopback on Linux). */
function call(port: number, from: string, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; json: Record<string, unknown>; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { host: '127.0.0.1', port, localAddress: from, method, path, agent: false, headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, json: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Opens `n` sockets from `from` that send half a request and then nothing (a slow-loris client). */
async function halfSent(port: number, from: string, n: number, line = 'POST /api/loginteacher HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{'): Promise<void> {
  await Promise.all(
    Array.from({ length: n }, () => new Promise<void>((resolve) => {
      const s = net.connect({ host: '127.0.0.1', port, localAddress: from }, () => {
        s.write(line);
        resolve();
      });
      s.on('error', () => resolve());
      s.on('close', () => resolve());
      sockets.push(s);
    })),
  );
  await new Promise((r) => setTimeout(r, 200));
}

const login = (port: number, from: string) => call(port, from, 'POST', '/api/loginteacher', { username: 'lecturer2', password: 'lecturer123' });

test('an account holds at most SESSIONS_PER_ACCOUNT sessions: a sign-in beyond it ends the oldest', async () => {
  const { t } = await app({ sessionsPerAccount: 3 });
  const tokens: string[] = [];
  for (let i = 0; i < 5; i++) tokens.push(await t.login('teach', 'lecturer1', 'lecturer123'));
  const statuses = [];
  for (const token of tokens) statuses.push((await t.call('GET', '/api/semester/getall', token)).statusCode);
  expect(statuses).toEqual([401, 401, 200, 200, 200]);
  // another account's sessions are its own
  expect((await t.call('GET', '/api/semester/getall', await t.login('teach', 'lecturer2', 'lecturer123'))).statusCode).toBe(200);
});

test('an account holds at most LIVE_STREAMS_PER_ACCOUNT streams across its sessions: the oldest is closed', async () => {
  const { t } = await app({ liveStreamsPerAccount: 2, liveStreamMs: 60_000 });
  const streams: OpenStream[] = [];
  try {
    for (let i = 0; i < 3; i++) {
      streams.push(await openStream(t.app, await t.login('teach', 'lecturer1', 'lecturer123')));
      await waitFor(() => t.app.liveStreams.size >= Math.min(i + 1, 2));
    }
    await waitFor(() => streams[0]!.ended());
    expect(streams.map((s) => s.ended())).toEqual([true, false, false]);
    // another lecturer's stream is not counted against the first
    streams.push(await openStream(t.app, await t.login('teach', 'lecturer2', 'lecturer123')));
    await waitFor(() => t.app.liveStreams.size === 3);
    expect(streams.map((s) => s.ended())).toEqual([true, false, false, false]);
  } finally {
    streams.forEach((s) => s.close());
  }
});

test('the bound on an account’s streams holds across processes: a stream opened on another process closes the oldest', async () => {
  const { t } = await app({ liveStreamsPerAccount: 2, liveStreamMs: 60_000, sessionCacheMs: 200 });
  // a second process on the same database
  const other = await buildApp({ ...t.config }, { logger: false });
  await other.listen({ host: '127.0.0.1', port: 0 });
  const streams: OpenStream[] = [];
  const account = await t.app.db.selectFrom('account').select('Id').where('Username', '=', 'lecturer1').executeTakeFirstOrThrow();
  const rows = async () => (await t.app.db.selectFrom('live_stream').select('Id').where('AccountId', '=', account.Id).execute()).length;
  try {
    for (let i = 0; i < 2; i++) {
      streams.push(await openStream(t.app, await t.login('teach', 'lecturer1', 'lecturer123')));
      await waitForAsync(async () => (await rows()) === i + 1);
    }
    // each process holds fewer than the bound; together they would hold three
    streams.push(await openStream(other, await t.login('teach', 'lecturer1', 'lecturer123')));
    await waitFor(() => streams[0]!.ended(), 5000);
    expect(streams.map((s) => s.ended())).toEqual([true, false, false]);
    await waitForAsync(async () => (await rows()) === 2);
    // a stream's row goes with it
    streams[2]!.close();
    await waitForAsync(async () => (await rows()) === 1);
  } finally {
    streams.forEach((s) => s.close());
    await other.close();
  }
});

test('a flood of half-sent sockets from one address leaves other users\' logins at 0 failures', async () => {
  const { port } = await app({ maxConnections: 120, connectionsPerAddress: 40 });
  await halfSent(port, '127.0.0.2', 400);
  const results: string[] = [];
  const times: number[] = [];
  for (let i = 0; i < 8; i++) {
    const started = performance.now();
    const r = await login(port, '127.0.0.3').catch((e: Error) => ({ status: 0, json: { error: e.message } as Record<string, unknown> }));
    times.push(performance.now() - started);
    results.push(r.status === 200 && typeof r.json.token === 'string' ? 'ok' : `failed ${r.status}`);
  }
  expect(results).toEqual(Array(8).fill('ok'));
  times.sort((a, b) => a - b);
  console.log(`logins beside the flood: p95 ${Math.round(times[Math.ceil(times.length * 0.95) - 1]!)} ms`);
});

test('the same flood without a per-address cap does take the sockets other users need (the control)', async () => {
  const { port } = await app({ maxConnections: 120, connectionsPerAddress: 1_000_000 });
  await halfSent(port, '127.0.0.2', 400);
  const r = await login(port, '127.0.0.3').then(
    (x) => x.status,
    () => 0,
  );
  expect(r).not.toBe(200);
});

test('beyond the requests in progress a new request answers 503 with Retry-After; per address beyond its share, 429', async () => {
  const { port } = await app({ maxRequestsInProgress: 4, requestsPerAddress: 2 });
  // two requests in progress from .4 (their bodies never finish): its third is refused, another address is served
  await halfSent(port, '127.0.0.4', 2);
  const third = await call(port, '127.0.0.4', 'GET', '/api/semester/getall');
  expect(third.status).toBe(429);
  expect(third.json).toMatchObject({ status: 429, code: 'addressBusy' });
  expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  expect((await call(port, '127.0.0.5', 'GET', '/api/semester/getall')).status).toBe(401);
  // two more in progress from .6: the process holds 4, the next request anywhere is answered 503 at once
  await halfSent(port, '127.0.0.6', 2);
  const busy = await call(port, '127.0.0.5', 'GET', '/api/semester/getall');
  expect(busy.status).toBe(503);
  expect(busy.json).toEqual({ status: 503, message: 'The server is busy; try again in 2 seconds', code: 'serverBusy', params: { seconds: '2' } });
  expect(busy.headers['retry-after']).toBe('2');
  // their sockets closed, the places are given back
  for (const s of sockets.splice(0)) s.destroy();
  await new Promise((r) => setTimeout(r, 200));
  expect((await call(port, '127.0.0.5', 'GET', '/api/semester/getall')).status).toBe(401);
});

test('while the event loop lags beyond MAX_EVENT_LOOP_DELAY_MS a new request answers 503; afterwards it is served', async () => {
  const { port } = await app({ maxEventLoopDelayMs: 200 });
  expect((await call(port, '127.0.0.7', 'GET', '/api/semester/getall')).status).toBe(401);
  const answer = call(port, '127.0.0.7', 'GET', '/api/semester/getall');
  const until = performance.now() + 1500;
  while (performance.now() < until);
  const lagging = await answer;
  // the request sent during the lag may be read before the meter's next sample: then the one after is refused
  const refused = lagging.status === 503 ? lagging : await call(port, '127.0.0.7', 'GET', '/api/semester/getall');
  expect(refused.status).toBe(503);
  expect(refused.json).toMatchObject({ code: 'serverBusy' });
  await new Promise((r) => setTimeout(r, 1200));
  expect((await call(port, '127.0.0.7', 'GET', '/api/semester/getall')).status).toBe(401);
});
