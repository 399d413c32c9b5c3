import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { installCompression } from './compression';

/** Hashed build output (webpack names every file under assets/ with its content hash). */
const HASHED = /[\\/]assets[\\/][^\\/]+\.[0-9a-f]{8}\.[a-z0-9]+(\.br|\.gz)?$/i;

/** A hashed file never changes: cache it for a year. Anything else (index.html, favicon) revalidates. */
function cacheHeaders(reply: FastifyReply, file: string): void {
  reply.header('cache-control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Transfer: API and other dynamic responses over 1 KB compressed (brotli or gzip) when the
 * client accepts it (http/compression.ts); the built SPA served from CLIENT_DIR with the .br / .gz files precompressed at build
 * time, hashed assets immutable, index.html revalidated on every visit. Register before the routes.
 */
export const httpTransfer = fp(
  async (app: FastifyInstance) => {
    installCompression(app);
    const dir = app.config.clientDir;
    if (!dir || !existsSync(path.join(dir, 'index.html'))) return;
    await app.register(fastifyStatic, { root: dir, index: false, preCompressed: true, cacheControl: false, setHeaders: cacheHeaders });
    app.get('/', (_req, reply) => reply.sendFile('index.html'));
  },
  { name: 'http-transfer' },
);
