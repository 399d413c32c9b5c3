import { sql } from 'kysely';
import type pg from 'pg';
import type { LiveEvent } from '../../../../src/common/contract/live';
import { buildApp } from '../../../../src/server/app';
import { createTestApp, loginDemo, type TestApp } from '../../testing/testApp';
import { gridOfProject3, openStream, waitFor } from './liveStream';

/** Across processes: two apps on one PostgreSQL database hear each other through LISTEN/NOTIFY. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ liveStreamMs: 60_000 });
});
afterAll(async () => t?.close());

test('a save through one process reaches a stream opened on another within 2 s', async () => {
  const other = await buildApp({ ...t.config, liveStreamMs: 60_000 }, { logger: false });
  await other.listen({ port: 0, host: '127.0.0.1' });
  try {
    await waitFor(() => other.live.listening && t.app.live.listening, 5000);
    const [admin, lecturer2] = await loginDemo(t, 'admin', 'lecturer2');
    const stream = await openStream(other, admin);
    try {
      const saved = await t.call('PUT', '/api/marking/save', lecturer2, gridOfProject3(6.5));
      expect(saved.json()).toMatchObject({ status: 200 });
      await waitFor(() => stream.events.length > 0, 2000);
      expect(stream.events).toEqual([{ kind: 'score', boardId: 2, projectId: 3 }]);
    } finally {
      stream.close();
    }
  } finally {
    await other.close();
  }
});

test('the listener reconnects after PostgreSQL terminates its connection', async () => {
  await waitFor(() => t.app.live.listening, 5000);
  const killed = await sql<{ n: number }>`SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE application_name = 'capstone-live' AND datname = current_database()`.execute(t.app.db);
  expect(killed.rows[0]!.n).toBeGreaterThan(0);
  await waitFor(() => !t.app.live.listening, 3000);
  await waitFor(() => t.app.live.listening, 8000);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const [admin, lecturer2] = await loginDemo(t, 'admin', 'lecturer2');
  const stream = await openStream(t.app, admin);
  try {
    await t.call('PUT', '/api/marking/save', lecturer2, gridOfProject3(8));
    await waitFor(() => stream.events.length > 0, 2000);
    expect(stream.events[0]).toMatchObject({ projectId: 3 });
  } finally {
    stream.close();
  }
});

test('changes announced together go one NOTIFY at a time on the listening connection, in order, and are all heard', async () => {
  await waitFor(() => t.app.live.listening, 8000);
  const listener = (t.app.live as unknown as { listener: pg.Client }).listener;
  const query = listener.query;
  let running = 0;
  let most = 0;
  listener.query = (async (...args: Parameters<typeof query>) => {
    running++;
    most = Math.max(most, running);
    try {
      return await (query as (...a: unknown[]) => Promise<unknown>).apply(listener, args);
    } finally {
      running--;
    }
  }) as unknown as typeof query;
  const heard: LiveEvent[] = [];
  const stop = t.app.live.subscribe((event) => heard.push(event));
  try {
    const events: LiveEvent[] = Array.from({ length: 20 }, (_, i) => ({ kind: 'score', boardId: 900 + i, projectId: i + 1 }));
    await Promise.all(events.map((event) => t.app.live.publish(event)));
    await waitFor(() => heard.length >= events.length, 3000);
    expect(most).toBe(1);
    expect(heard).toEqual(events);
  } finally {
    stop();
    listener.query = query;
  }
});
