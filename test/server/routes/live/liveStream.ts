import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '../../../../src/common/contract/live';

/** A real SSE client on a listening app: collects `change` events until closed. */
export interface OpenStream {
  events: LiveEvent[];
  status: number;
  contentType: string;
  headers: http.IncomingHttpHeaders;
  /** the body read so far (an error answer's envelope) */
  body(): string;
  /** true once the server has ended the stream */
  ended(): boolean;
  close(): void;
}

export async function openStream(app: FastifyInstance, token: string): Promise<OpenStream> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return new Promise((resolve, reject) => {
    const events: LiveEvent[] = [];
    const req = http.get({ host: '127.0.0.1', port: address.port, path: '/api/live', headers: { authorization: `Bearer ${token}` } }, (res) => {
      let buffer = '';
      let all = '';
      let ended = false;
      res.setEncoding('utf8');
      res.on('end', () => (ended = true));
      res.on('close', () => (ended = true));
      res.on('data', (chunk: string) => {
        buffer += chunk;
        all += chunk;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (block.includes('event: change') && data) events.push(JSON.parse(data.slice(6)) as LiveEvent);
        }
      });
      res.on('error', () => undefined);
      resolve({
        events,
        status: res.statusCode ?? 0,
        contentType: String(res.headers['content-type']),
        headers: res.headers,
        body: () => all,
        ended: () => ended,
        close: () => req.destroy(),
      });
    });
    req.on('error', (err) => (err.message.includes('socket hang up') ? undefined : reject(err)));
  });
}

export async function waitFor(check: () => boolean, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting for a live event');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** lecturer2 (seat 3) saves a whole grid of project 3 on board 2 (students 6 and 7, template columns 1-3). */
export const gridOfProject3 = (value: number) => ({
  lectureinboardId: 3,
  projectId: 3,
  rows: [6, 7].map((sip) => ({ stdinprjId: sip, scores: { '1': value, '2': value, '3': value } })),
});
