import { createTestApp, loginDemo, type TestApp } from '../../testing/testApp';
import { gridOfProject3, openStream, waitFor } from './liveStream';

/** GET /api/live streams which board and project changed when a lecturer saves. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ liveStreamMs: 60_000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

test('a save by one lecturer reaches another signed-in stream within 2 s, with ids only', async () => {
  const [admin, lecturer2] = await loginDemo(t, 'admin', 'lecturer2');
  const stream = await openStream(t.app, admin);
  try {
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const saved = await t.call('PUT', '/api/marking/save', lecturer2, gridOfProject3(7));
    expect(saved.json()).toMatchObject({ status: 200 });
    await waitFor(() => stream.events.length > 0, 2000);
    expect(stream.events[0]).toEqual({ kind: 'score', boardId: 2, projectId: 3 });
  } finally {
    stream.close();
  }
});

test("a save names the tab it came from (x-live-origin), so that tab can skip its own echo; a malformed name is dropped", async () => {
  const [admin, lecturer2] = await loginDemo(t, 'admin', 'lecturer2');
  const stream = await openStream(t.app, admin);
  const save = (origin: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/marking/save',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${lecturer2}`, 'x-live-origin': origin },
      payload: gridOfProject3(7),
    });
  try {
    expect((await save('0b7e4c2a-5d1f-4a51-9a59-2f1f8f7a3c11')).json()).toMatchObject({ status: 200 });
    await waitFor(() => stream.events.length > 0, 2000);
    expect((await save('not a tab <name>')).json()).toMatchObject({ status: 200 });
    await waitFor(() => stream.events.length > 1, 2000);
    expect(stream.events).toEqual([
      { kind: 'score', boardId: 2, projectId: 3, origin: '0b7e4c2a-5d1f-4a51-9a59-2f1f8f7a3c11' },
      { kind: 'score', boardId: 2, projectId: 3 },
    ]);
  } finally {
    stream.close();
  }
});

test('a publication names the tab it came from too', async () => {
  const [admin, lecturer1] = await loginDemo(t, 'admin', 'lecturer1');
  // project 2 (board 1) waits for lecturer1's marks (demo data): complete them, then publish from a named tab
  for (const stdinprjId of [4, 5]) {
    expect((await t.call('POST', '/api/score/insert', lecturer1, { score: { '1': 6, '2': 7, '3': 8 }, stdinprjId, lectureinboardId: 1 })).json().status).toBe(200);
  }
  const stream = await openStream(t.app, admin);
  try {
    const origin = '5c0ffee0-1d2e-4a51-9a59-2f1f8f7a3c11';
    const published = await t.app.inject({ method: 'POST', url: '/api/project/2/public', headers: { authorization: `Bearer ${admin}`, 'x-live-origin': origin } });
    expect(published.json()).toMatchObject({ status: 200 });
    await waitFor(() => stream.events.some((e) => e.kind === 'published'), 2000);
    expect(stream.events.filter((e) => e.kind === 'published')).toEqual([{ kind: 'published', boardId: 1, projectId: 2, origin }]);
  } finally {
    stream.close();
  }
});

test('a refused save announces nothing', async () => {
  const [admin, lecturer2] = await loginDemo(t, 'admin', 'lecturer2');
  const stream = await openStream(t.app, admin);
  try {
    const refused = await t.call('PUT', '/api/marking/save', lecturer2, gridOfProject3(11));
    expect(refused.statusCode).toBe(400);
    await new Promise((r) => setTimeout(r, 300));
    expect(stream.events).toEqual([]);
  } finally {
    stream.close();
  }
});

test('the stream needs a session: anonymous callers get the 401 envelope', async () => {
  const res = await t.call('GET', '/api/live', null);
  expect(res.statusCode).toBe(401);
});
