import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { request, requestRetrying503, textOf } from '../../../bench/lib/leanHttp';

/** The open-loop generator's client: a real server answering 503 with Retry-After, then compressed bodies. */
let server: http.Server;
let url: string;
let refusals = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.url === '/busy' && refusals < 2) {
        refusals++;
        res.writeHead(503, { 'retry-after': '0.01' }).end('{"status":503}');
        return;
      }
      const text = JSON.stringify({ status: 200, method: req.method, echo: body, long: 'é'.repeat(2000) });
      const encoding = String(req.headers['accept-encoding'] ?? '');
      if (encoding.includes('br')) res.writeHead(200, { 'content-encoding': 'br' }).end(zlib.brotliCompressSync(text));
      else if (encoding.includes('gzip')) res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync(text));
      else res.writeHead(200).end(text);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});

test('a body is read as sent and decompressed only by textOf, in either encoding', async () => {
  for (const encoding of ['br', 'gzip', 'identity']) {
    const answer = await request(`${url}/echo`, 'PUT', { 'accept-encoding': encoding, 'content-type': 'application/json' }, '{"a":"ă"}');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    const parsed = JSON.parse(textOf(answer)) as { method: string; echo: string; long: string };
    expect(parsed).toMatchObject({ method: 'PUT', echo: '{"a":"ă"}' });
    expect(parsed.long).toHaveLength(2000);
  }
});

test('a 503 is asked again after its Retry-After and counted; the answer after it is returned', async () => {
  const retried = { count: 0 };
  const answer = await requestRetrying503(`${url}/busy`, 'GET', { 'accept-encoding': 'gzip' }, undefined, retried);
  expect(retried.count).toBe(2);
  expect(answer.status).toBe(200);
  expect(JSON.parse(textOf(answer))).toMatchObject({ status: 200, method: 'GET' });
});

test('a refused connection rejects with its code', async () => {
  const closed = http.createServer();
  await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((r) => closed.close(r));
  await expect(request(`http://127.0.0.1:${port}/`, 'GET', {})).rejects.toMatchObject({ code: 'ECONNREFUSED' });
});
