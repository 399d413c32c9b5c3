import http from 'node:http';
import zlib from 'node:zlib';

/**
 * The open-loop generator's HTTP client: Node's own `http` over kept-alive sockets, the body taken as bytes and
 * decompressed only when it is read. The generator shares the two cores with the servers it measures, and `fetch`
 * cost it about 1.5 ms of CPU a request (its streams and Headers, and every compressed answer decompressed), about a
 * quarter of a core at 3× the peak: CPU the servers then waited for.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** the body as sent (compressed when the server compressed it) */
  body: Buffer;
}

export function request(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    const req = http.request(url, { method, headers: sent, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** An answer's text, decompressed as its Content-Encoding says. */
export function textOf(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  const bytes = encoding === 'br' ? zlib.brotliDecompressSync(answer.body) : encoding === 'gzip' ? zlib.gunzipSync(answer.body) : answer.body;
  return bytes.toString('utf8');
}

/** How many times a 503 is asked again (after its Retry-After, as the SPA does) before it counts as the answer. */
export const MAX_503_RETRIES = 20;

/** The wait before asking again after a 503: its Retry-After (at most 10 s; 1 s without one), jittered. */
export const retryDelayMs = (retryAfter: string | null | undefined) => {
  const after = Number(retryAfter);
  return (Number.isFinite(after) && after > 0 ? Math.min(after, 10) * 1000 : 1000) * (0.5 + Math.random());
};

/** `request`, a 503 asked again after its Retry-After (at most 10 s, jittered); `retried` counts them. */
export async function requestRetrying503(url: string, method: string, headers: Record<string, string>, body: string | undefined, retried: { count: number }): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    const answer = await request(url, method, headers, body);
    if (answer.status !== 503 || attempt >= MAX_503_RETRIES) return answer;
    retried.count++;
    await new Promise((r) => setTimeout(r, retryDelayMs(answer.headers['retry-after'] as string | undefined)));
  }
}
