import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The socket's idle timeout (HTTP_IDLE_TIMEOUT_MS, runtime/lifecycle.ts) is for silent clients. Once a request has
 * arrived whole and the server is working on it (an import of 2,000 rows hashing their passwords), the silence is the
 * server's own: the timeout is suspended, so the client gets its answer instead of a cut connection and a write it
 * never hears about. It applies again when the answer is written (a reader that stalls is still cut). The live
 * stream keeps its own timing.
 */
export function installIdleTimeoutWhileWorking(app: FastifyInstance): void {
  // injected requests (tests) have a socket stand-in without timers
  const socketOf = (request: FastifyRequest) => {
    const socket = request.raw.socket as Partial<Socket> | undefined;
    return request.routeOptions.url !== '/api/live' && typeof socket?.setTimeout === 'function' ? (socket as Socket) : null;
  };
  // callback hooks: no promise per request for two calls that never wait
  app.addHook('preHandler', (request, _reply, done) => {
    socketOf(request)?.setTimeout(0);
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    const idleMs = app.server.timeout;
    if (idleMs > 0) socketOf(request)?.setTimeout(idleMs);
    done(null, payload);
  });
}
