import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { HttpSettings } from './env';

/**
 * Slow or silent clients cannot hold sockets for ever: a socket silent for idleTimeoutMs is closed, the
 * headers must arrive within headersTimeoutMs and the whole request within requestTimeoutMs.
 */
export function applyTimeouts(server: Server, s: HttpSettings): void {
  server.requestTimeout = s.requestTimeoutMs;
  server.headersTimeout = s.headersTimeoutMs;
  server.keepAliveTimeout = s.keepAliveTimeoutMs;
  server.setTimeout(s.idleTimeoutMs, (socket) => socket.destroy());
}

/**
 * SIGTERM / SIGINT: stop accepting connections (new requests on open keep-alive connections get 503),
 * let in-flight requests finish for up to graceMs, close the database pool (the app's onClose hook), exit 0.
 * Requests still running after graceMs are cut and the process exits 1.
 */
export function installGracefulShutdown(app: FastifyInstance, graceMs: number): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs }, 'stopping: no new connections, finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error({ graceMs }, 'in-flight requests did not finish in time; closing their connections');
      app.server.closeAllConnections();
      setTimeout(() => process.exit(1), 500).unref();
    }, graceMs);
    force.unref();
    app.close().then(
      () => {
        clearTimeout(force);
        app.log.info('stopped cleanly');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
