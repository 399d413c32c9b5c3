import type { FastifyInstance, FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * Compression of dynamic answers, one cheap hook: a request without `accept-encoding` (API
 * clients, the benchmarks) returns at the first line, a small answer at the second. Only then is the encoding
 * chosen and the body compressed — brotli at quality 4 (fast, smaller than gzip -6) or gzip. @fastify/compress did
 * the same work through a hook per request and route that read headers before looking at the size.
 */
export const COMPRESS_THRESHOLD = 1024;

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|problem\+json)|image\/svg\+xml)/i;
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

type Encoding = 'br' | 'gzip';

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

function vary(reply: FastifyReply): void {
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
    const body = encoding === 'br' ? zlib.brotliCompressSync(payload as string | Buffer, BROTLI) : zlib.gzipSync(payload as string | Buffer);
    reply.header('content-length', body.length);
    return done(null, body);
  });
}
