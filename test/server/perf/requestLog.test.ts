import { Writable } from 'node:stream';
import { buildApp } from '../../../src/server/app';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../testing/testApp';

/** One log line per request (method, URL, status, time), no headers, at LOG_LEVEL=info. */
jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

test('a request writes one line with its status and time, and no credentials', async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Record<string, unknown>);
      done();
    },
  });
  const app = await buildApp(t.config, { logger: { level: 'info', stream } });
  try {
    await app.ready();
    const token = await t.login(...DEMO_LOGINS.admin);
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/semester/getall', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request', method: 'GET', url: '/api/semester/getall', statusCode: 200 });
    expect(typeof lines[0]!.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain(token);
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/api/semester/getall' })).statusCode).toBe(401);
    expect(lines.filter((l) => l.msg === 'request')).toEqual([expect.objectContaining({ statusCode: 401 })]);
  } finally {
    await app.close();
  }
});
