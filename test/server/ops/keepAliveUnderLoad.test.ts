import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { applyTimeouts } from '../../../src/server/runtime/lifecycle';
import { httpSettings } from '../../../src/server/runtime/env';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * Keep-alive never closes a socket with a request in it. A client (another process, as in real life) sends its next
 * request on a kept-alive connection before the keep-alive wait ends, while this process's event loop is blocked
 * (overloaded); when the loop runs again its expired timers run before the sockets are read. The request must still
 * be answered, not reset. And a socket that stays idle is still closed after the wait.
 */
let t: TestApp;
let port: number;
const KEEP_ALIVE_MS = 300;
/** Node waits a second beyond keepAliveTimeout (the margin over the timeout it advertises) before it closes */
const CLOSES_AFTER_MS = KEEP_ALIVE_MS + 1000;
let blockAfterAnswers = 0;

beforeAll(async () => {
  // the loop is blocked on purpose here: no 503 for the lag (the overload guard has its own test)
  t = await createTestApp({ maxEventLoopDelayMs: 0 });
  applyTimeouts(t.app.server, httpSettings({ HTTP_KEEPALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS) }));
  t.app.server.on('request', (_req, res) =>
    res.on('finish', () => {
      if (blockAfterAnswers-- !== 1) return;
      // in the check phase: the next turn starts with the timers, as when a long piece of work ends
      setImmediate(() => {
        const until = performance.now() + CLOSES_AFTER_MS * 2;
        while (performance.now() < until);
      });
    }),
  );
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** A client process: one request, then the next on the same connection `pauseMs` after the first answer. */
const CLIENT = `
const net = require('node:net');
const [port, pauseMs] = process.argv.slice(1).map(Number);
const request = 'GET /api/semester/getall HTTP/1.1\\r\\nHost: test\\r\\n\\r\\n';
const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
let text = '', answers = [];
socket.on('data', (d) => {
  text += d;
  const found = [...text.matchAll(/HTTP\\/1\\.1 (\\d+)/g)].map((m) => m[1]);
  if (found.length > answers.length) {
    answers = found;
    if (answers.length === 1) setTimeout(() => socket.write(request), pauseMs);
    else { console.log('answers ' + answers.join(',')); socket.destroy(); }
  }
});
socket.on('error', (e) => console.log('error ' + e.code + ' after ' + answers.length));
socket.on('close', () => { if (answers.length < 2) console.log('closed after ' + answers.length); });
`;

const client = (pauseMs: number) =>
  new Promise<string>((resolve, reject) =>
    execFile(process.execPath, ['-e', CLIENT, String(port), String(pauseMs)], { timeout: 20_000 }, (error, stdout) => (error ? reject(error) : resolve(stdout.trim()))),
  );

test('a request sent before the keep-alive wait ends is answered though the loop reads it after the timer fired', async () => {
  for (let round = 0; round < 2; round++) {
    blockAfterAnswers = 1;
    // the second request goes out during the block, before the wait ends
    expect(await client(KEEP_ALIVE_MS / 2)).toBe('answers 401,401');
  }
});

test('a kept-alive socket left idle past the wait is closed', async () => {
  blockAfterAnswers = 0;
  expect(await client(CLOSES_AFTER_MS * 2)).toMatch(/^(closed after 1|error ECONNRESET after 1)$/);
});
