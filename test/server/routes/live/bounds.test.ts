import net from 'node:net';
import { buildApp } from '../../../../src/server/app';
import type { LiveEvent } from '../../../../src/common/contract/live';
import { LiveStreams, liveFrame, type LiveStream } from '../../../../src/server/live/streams';
import { createTestApp, DEMO_LOGINS, loginDemo, type TestApp } from '../../testing/testApp';
import { gridOfProject3, openStream, waitFor, type OpenStream } from './liveStream';

/**
 * Live streams are bounded: 4 per session (the oldest closed first), a process-wide cap (503 + Retry-After), a
 * socket cap (server.maxConnections); an event reaches only the streams allowed to see its board; a stream ends
 * with its session (logout, an admin, another process, idleness); the stream answer carries the security headers.
 */
jest.setTimeout(60_000);

let t: TestApp;
const opened: OpenStream[] = [];
const open = async (token: string) => {
  const s = await openStream(t.app, token);
  opened.push(s);
  return s;
};

beforeAll(async () => {
  t = await createTestApp({ liveStreamMs: 60_000, liveMaxStreams: 12, sessionCacheMs: 500 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const s of opened.splice(0)) s.close();
});
afterAll(async () => t?.close());

test('the stream answer carries the security headers of every API answer', async () => {
  const [admin] = await loginDemo(t, 'admin');
  const s = await open(admin);
  expect(s.status).toBe(200);
  // as every /api answer: the CSP goes on pages only (a stream is never rendered as a document)
  expect(s.headers['content-security-policy']).toBeUndefined();
  expect(s.headers['x-content-type-options']).toBe('nosniff');
  expect(s.headers['x-frame-options']).toBeDefined();
  expect(s.headers['content-type']).toMatch(/^text\/event-stream/);
});

test('a session keeps at most 4 streams: the 5th closes the oldest', async () => {
  const [lecturer] = await loginDemo(t, 'lecturer2');
  const streams: OpenStream[] = [];
  for (let i = 0; i < 5; i++) {
    streams.push(await open(lecturer));
    await waitFor(() => t.app.liveStreams.size >= Math.min(i + 1, 4));
  }
  await waitFor(() => streams[0]!.ended());
  expect(streams.map((s) => s.ended())).toEqual([true, false, false, false, false]);
  expect(t.app.liveStreams.size).toBe(4);
});

test('beyond the process cap a new stream answers 503 with Retry-After; room again once one closes', async () => {
  const tokens = [];
  for (let i = 0; i < 3; i++) tokens.push(...(await loginDemo(t, 'admin', 'lecturer1', 'lecturer2', 'lecturer3')));
  const streams: OpenStream[] = [];
  for (const token of tokens) streams.push(await open(token));
  await waitFor(() => t.app.liveStreams.size === 12);
  const refused = await open(tokens[0]!);
  expect(refused.status).toBe(503);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  await waitFor(() => refused.ended());
  expect(JSON.parse(refused.body())).toEqual({ status: 503, message: 'Too many live streams are open; try again later', code: 'tooManyStreams' });
  streams[5]!.close();
  await waitFor(() => t.app.liveStreams.size === 11);
  expect((await open(tokens[0]!)).status).toBe(200);
});

test('an event reaches only the streams allowed to see its board: the admin and the board’s lecturers', async () => {
  // board 1: lecturer1 and lecturer2; board 2: lecturer2 and lecturer3 (demo data)
  const [admin, lecturer1, lecturer2, lecturer3] = await loginDemo(t, 'admin', 'lecturer1', 'lecturer2', 'lecturer3');
  const [a, l1, l2, l3] = [await open(admin), await open(lecturer1), await open(lecturer2), await open(lecturer3)];
  await waitFor(() => t.app.liveStreams.size === 4);
  expect((await t.call('PUT', '/api/marking/save', lecturer2, gridOfProject3(7))).json()).toMatchObject({ status: 200 });
  await waitFor(() => a.events.length > 0 && l2.events.length > 0 && l3.events.length > 0);
  await new Promise((r) => setTimeout(r, 300));
  const score = { kind: 'score', boardId: 2, projectId: 3 };
  expect([a.events, l2.events, l3.events, l1.events]).toEqual([[score], [score], [score], []]);
  // a publication names its board too (project 2 is on board 1: not lecturer3's)
  for (const stdinprjId of [4, 5]) {
    expect((await t.call('POST', '/api/score/insert', lecturer1, { score: { '1': 6, '2': 7, '3': 8 }, stdinprjId, lectureinboardId: 1 })).json().status).toBe(200);
  }
  expect((await t.call('POST', '/api/project/2/public', admin)).json().status).toBe(200);
  const published = { kind: 'published', boardId: 1, projectId: 2 };
  const heard = (s: OpenStream) => s.events.some((e) => e.kind === 'published');
  await waitFor(() => heard(a) && heard(l1) && heard(l2));
  await new Promise((r) => setTimeout(r, 300));
  expect([a, l1, l2].map((s) => s.events.filter((e) => e.kind === 'published'))).toEqual([[published], [published], [published]]);
  expect(l3.events.filter((e) => e.kind === 'published')).toEqual([]);
});

test('fan-out writes only to the streams of the event’s board, however many unrelated streams are open', () => {
  const subscribers: ((e: LiveEvent) => void)[] = [];
  const hub = { subscribe: (fn: (e: LiveEvent) => void) => (subscribers.push(fn), () => undefined) };
  const registry = new LiveStreams(t.app.db, hub as never, { perSession: 4, perAccount: 1_000_000, lifetimeMs: 60_000, acrossProcesses: false, total: 1_000_000, idleMs: 60_000, sweepMs: 60_000 });
  try {
    let unrelatedWork = 0;
    const make = (sessionId: string, boards: number[] | null, onSend: (frame: string) => void): LiveStream => {
      const s: LiveStream = { sessionId, accountId: 1, boards: boards && new Set(boards), send: onSend, end: () => registry.remove(s) };
      return s;
    };
    // 20,000 streams of 50 other boards: none of them is written to (nor looked at: the index is by board)
    for (let i = 0; i < 20_000; i++) registry.add(make(`u${i}`, [100 + (i % 50)], () => unrelatedWork++));
    const got: string[] = [];
    registry.add(make('mine', [7], (frame) => got.push(frame)));
    subscribers[0]!({ kind: 'score', boardId: 7, projectId: 1 });
    expect(got).toEqual([liveFrame({ kind: 'score', boardId: 7, projectId: 1 })]);
    expect(unrelatedWork).toBe(0);
  } finally {
    registry.close();
  }
});

describe('a stream ends with its session', () => {
  test('logout ends the session’s streams at once', async () => {
    const [lecturer] = await loginDemo(t, 'lecturer2');
    const s = await open(lecturer);
    await waitFor(() => t.app.liveStreams.size === 1);
    expect((await t.call('POST', '/api/logout', lecturer)).statusCode).toBe(200);
    await waitFor(() => s.ended(), 1000);
  });

  test('an admin ending the account’s sessions ends its streams at once', async () => {
    const [admin, lecturer] = await loginDemo(t, 'admin', 'lecturer3');
    const s = await open(lecturer);
    await waitFor(() => t.app.liveStreams.size === 1);
    const account = await t.app.db.selectFrom('account').select('Id').where('Username', '=', 'lecturer3').executeTakeFirstOrThrow();
    expect((await t.call('POST', `/api/session/${account.Id}/end`, admin)).json().status).toBe(200);
    await waitFor(() => s.ended(), 1000);
  });

  test('a logout through another process ends the stream within the session check interval', async () => {
    const other = await buildApp({ ...t.config }, { logger: false });
    try {
      const [lecturer] = await loginDemo(t, 'lecturer2');
      const s = await open(lecturer);
      await waitFor(() => t.app.liveStreams.size === 1);
      const res = await other.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${lecturer}` } });
      expect(res.statusCode).toBe(200);
      const started = Date.now();
      await waitFor(() => s.ended(), 3000);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await other.close();
    }
  });
});

test('an idle session’s stream ends (the stream itself is not activity)', async () => {
  const idle = await createTestApp({ liveStreamMs: 60_000, sessionIdle: '2s', sessionCacheMs: 300 });
  try {
    await idle.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await idle.login(...DEMO_LOGINS.lecturer2);
    const s = await openStream(idle.app, token);
    expect(s.status).toBe(200);
    await waitFor(() => s.ended(), 5000);
    expect((await idle.call('GET', '/api/semester/getall', token)).statusCode).toBe(401);
  } finally {
    await idle.close();
  }
});

test('server.maxConnections: sockets beyond the cap are closed at once, so they cannot exhaust descriptors', async () => {
  const capped = await createTestApp({ maxConnections: 20 });
  const sockets: net.Socket[] = [];
  try {
    await capped.app.listen({ port: 0, host: '127.0.0.1' });
    expect(capped.app.server.maxConnections).toBe(20);
    const port = (capped.app.server.address() as net.AddressInfo).port;
    const connect = () =>
      new Promise<net.Socket>((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => resolve(s));
        s.on('error', () => undefined);
        sockets.push(s);
      });
    for (let i = 0; i < 20; i++) await connect();
    const extra = await connect();
    const closed = await new Promise<boolean>((resolve) => {
      extra.on('close', () => resolve(true));
      setTimeout(() => resolve(false), 2000);
    });
    expect(closed).toBe(true);
    // the 20 held ones are still open
    expect(sockets.slice(0, 20).every((s) => !s.destroyed)).toBe(true);
  } finally {
    for (const s of sockets) s.destroy();
    await capped.close();
  }
});
