import Fastify from 'fastify';
import zlib from 'node:zlib';
import { installCompression } from '../../../src/server/http/compression';
import { createTestApp, loginDemo, type TestApp } from '../testing/testApp';

/**
 * A browser's request for a kept list costs about what an identity request costs: the kept text is compressed once
 * per version and encoding (zlib's asynchronous API, off the event loop) and sent as it is after that; a write makes
 * a new version, compressed once again. A large answer that is not kept is compressed on the thread pool too, never
 * by the synchronous calls on the event loop.
 */
let t: TestApp;
let admin: string;
const spies = () => ({ br: jest.spyOn(zlib, 'brotliCompress'), gzip: jest.spyOn(zlib, 'gzip'), brSync: jest.spyOn(zlib, 'brotliCompressSync'), gzipSync: jest.spyOn(zlib, 'gzipSync') });
const calls = (s: ReturnType<typeof spies>) => ({ br: s.br.mock.calls.length, gzip: s.gzip.mock.calls.length, brSync: s.brSync.mock.calls.length, gzipSync: s.gzipSync.mock.calls.length });

beforeAll(async () => {
  t = await createTestApp();
  [admin] = await loginDemo(t, 'admin');
});
afterAll(async () => {
  jest.restoreAllMocks();
  await t?.close();
});
afterEach(() => jest.restoreAllMocks());

const students = (encoding?: string) =>
  t.app.inject({ method: 'GET', url: '/api/student/getall', headers: { authorization: `Bearer ${admin}`, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

test('a kept list is compressed once per version and encoding, then sent as it is', async () => {
  const plain = await students();
  expect(plain.statusCode).toBe(200);
  const s = spies();
  const answers = [await students('gzip, deflate, br'), await students('br'), await students('gzip, deflate, br')];
  for (const res of answers) {
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  }
  const gz = [await students('gzip'), await students('gzip')];
  for (const res of gz) expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString())).toEqual(plain.json());
  expect(calls(s)).toEqual({ br: 1, gzip: 1, brSync: 0, gzipSync: 0 });

  // a write (its trigger raises the students' version): a new version, compressed once more
  const first = plain.json()[0] as { id: number; name: string };
  await t.app.db.updateTable('student').set({ Name: `${first.name} B` }).where('Id', '=', first.id).execute();
  const after = [await students('br'), await students('br')];
  for (const res of after) expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())[0].name).toBe(`${first.name} B`);
  expect(calls(s)).toEqual({ br: 2, gzip: 1, brSync: 0, gzipSync: 0 });
});

test('a large answer that is not kept is compressed off the event loop', async () => {
  const app = Fastify();
  installCompression(app);
  const big = JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ i, text: `row ${i}` })));
  app.get('/big', (_request, reply) => reply.type('application/json').send(big));
  await app.ready();
  try {
    const s = spies();
    const res = await app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(big);
    expect(calls(s)).toEqual({ br: 1, gzip: 0, brSync: 0, gzipSync: 0 });
  } finally {
    await app.close();
  }
});
