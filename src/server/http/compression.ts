import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * Compression of dynamic answers, one cheap hook: a request without `accept-encoding` (API clients, the benchmarks)
 * returns at the first line, a small answer at the second. Only then is the encoding chosen and the body
 * compressed — brotli at quality 4 (fast, smaller than gzip -6) or gzip. A body of OFF_LOOP_FROM bytes or more is
 * compressed by zlib's asynchronous API, on libuv's thread pool, never on the event loop (brotli of a 2 MB list
 * costs 50-250 ms of CPU); a smaller one in place, where the hop to the pool costs about what compressing it does.
 * The lists kept by the cache (cache/cachedList.ts) are compressed once per version and sent already encoded:
 * a reply that carries a content-encoding is left alone here.
 */
export const COMPRESS_THRESHOLD = 1024;
const OFF_LOOP_FROM = 16 * 1024;

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|problem\+json)|image\/svg\+xml)/i;
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

export type Encoding = 'br' | 'gzip';

/** br before gzip; a coding refused with q=0 is not used. */
export function chooseEncoding(header: string): Encoding | null {
  let gzip = false;
  let br = false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p))) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === '*') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : null;
}

/** The encoding a request accepts for a body of `bytes`, or null (none accepted, or too small to be worth it). */
export function encodingFor(request: FastifyRequest, bytes: number): Encoding | null {
  const accepted = request.headers['accept-encoding'];
  return accepted && bytes >= COMPRESS_THRESHOLD ? chooseEncoding(accepted) : null;
}

/** `body` compressed, asynchronously on the thread pool. */
export function compressed(body: string | Buffer, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') zlib.brotliCompress(body, BROTLI, done);
    else zlib.gzip(body, done);
  });
}

export function vary(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  if (current === undefined) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding|\*/i.test(String(current))) reply.header('vary', `${String(current)}, accept-encoding`);
}

export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const accepted = request.headers['accept-encoding'];
    if (!accepted || payload === null || payload === undefined) return done(null, payload);
    const isText = typeof payload === 'string';
    if ((isText || Buffer.isBuffer(payload)) && (payload as string | Buffer).length < COMPRESS_THRESHOLD) return done(null, payload);
    const stream = !isText && !Buffer.isBuffer(payload) && typeof (payload as Readable).pipe === 'function';
    if (!isText && !Buffer.isBuffer(payload) && !stream) return done(null, payload);
    if (reply.getHeader('content-encoding') !== undefined || reply.statusCode === 206 || reply.statusCode === 204) return done(null, payload);
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return done(null, payload);
    const encoding = chooseEncoding(accepted);
    if (!encoding) return done(null, payload);
    vary(reply);
    reply.header('content-encoding', encoding);
    if (stream) {
      reply.removeHeader('content-length');
      const zipper = encoding === 'br' ? zlib.createBrotliCompress(BROTLI) : zlib.createGzip();
      return done(null, (payload as Readable).pipe(zipper));
    }
    const body = payload as string | Buffer;
    if (body.length < OFF_LOOP_FROM) {
      const small = encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI) : zlib.gzipSync(body);
      reply.header('content-length', small.length);
      return done(null, small);
    }
    compressed(body, encoding).then(
      (large) => {
        reply.header('content-length', large.length);
        done(null, large);
      },
      (error: Error) => done(error),
    );
  });
}
