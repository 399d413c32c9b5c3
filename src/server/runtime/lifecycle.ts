import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { HttpSettings } from './env';

/**
 * True while the server works on a request that arrived whole and has not begun its answer. The silence is then the
 * server's own (an import of 2,000 rows hashing their passwords): the client gets its answer instead of a cut
 * connection and a write it never hears about. Node keeps the response in progress on its socket (`_httpMessage`,
 * there since Node 0.x). Writing the answer refreshes the timer, so a reader that stalls is still cut, and so is a
 * client silent in the middle of its body (the request is not complete).
 */
export function workingOn(socket: Socket): boolean {
  const response = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  return response != null && !response.headersSent && response.req?.complete === true;
}

/**
 * Closes a socket whose timer fired (idle, or the keep-alive wait after an answer), unless a request is in it. The
 * decision waits for the event loop's next check phase: a lagging loop runs its expired timers before it reads the
 * sockets, so a request the client sent in time may still sit unread in the kernel. The poll phase in between reads
 * it; a socket that received bytes meanwhile (`bytesRead` grew) or on which the server is working stays open. An
 * overloaded process thus never resets a connection carrying a request it accepted (it answers it, or 503).
 */
export function closeUnlessBusy(socket: Socket): void {
  const before = socket.bytesRead;
  setImmediate(() => {
    if (socket.destroyed || socket.bytesRead !== before || workingOn(socket)) return;
    socket.destroy();
  });
}

/**
 * Slow or silent clients cannot hold sockets for ever: a socket silent for idleTimeoutMs is closed (unless the server
 * is the one working, see workingOn), the headers must arrive within headersTimeoutMs and the whole request within
 * requestTimeoutMs. Decided when the timer fires, so a request costs no timer changes of its own. Node arms the
 * keep-alive wait (keepAliveTimeoutMs) as the socket's timeout too: both end in closeUnlessBusy.
 */
export function applyTimeouts(server: Server, s: HttpSettings): void {
  server.requestTimeout = s.requestTimeoutMs;
  server.headersTimeout = s.headersTimeoutMs;
  server.keepAliveTimeout = s.keepAliveTimeoutMs;
  server.setTimeout(s.idleTimeoutMs, closeUnlessBusy);
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
