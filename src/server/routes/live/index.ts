import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { callerSession } from '../../http/guard';
import { boardIdsOfLecturer } from '../../domain/ownership';
import { ApiError } from '../../http/errors';
import type { LiveStream } from '../../live/streams';

const HEARTBEAT_MS = 20_000;
/** when the process is full, EventSource (or a client honouring Retry-After) comes back after this */
const RETRY_AFTER_S = 30;

/**
 * GET /live (beyond the spec): a Server-Sent Events stream for lecturers and admins. Each event says which board
 * and project changed (`score` saved, project `published`), nothing more — no marks, no names — so screens refetch
 * through their own access-checked calls; and it reaches only streams allowed to see that board (admins, the
 * board's lecturers: `live/streams.ts`). Bounded: 4 streams per session and LIVE_STREAMS_PER_ACCOUNT per account across
 * processes (the oldest closed first), LIVE_MAX_STREAMS per process (503 + Retry-After beyond). The reply is written by hand (hijacked) with the security headers every
 * answer carries; a comment line every 20 s keeps proxies from closing an idle stream. The stream ends with its
 * session, and after `liveStreamMs` (5 min) anyway: EventSource reconnects by itself (`retry: 3000`),
 * authenticated again, and hears the boards the lecturer sits on then.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/live',
    {
      // lecturers and admins watch marking progress; students have nothing live to see
      config: { access: ['teach', 'admin'] },
      schema: { tags: ['live'], summary: 'Live progress events (text/event-stream)', response: {
          200: Type.String({ description: 'text/event-stream' }),
          503: Type.Object({ status: Type.Integer(), message: Type.String(), code: Type.String() }, { description: 'the process holds its maximum of streams (Retry-After)' }),
        },
      },
    },
    async (request, reply) => {
      const who = callerSession(request);
      if (!app.liveStreams.hasRoom) {
        // answered by the one error mapper, with its code; the header set here stays on the reply
        reply.header('retry-after', String(RETRY_AFTER_S));
        throw new ApiError(503, 'tooManyStreams');
      }
      const boards = who.role === 'admin' ? null : await boardIdsOfLecturer(app.db, who.userId);
      if (request.raw.destroyed) return;
      reply.hijack();
      const raw = reply.raw;
      // the security headers every answer carries (set on the reply by http/securityHeaders.ts), then the stream's
      const headers = Object.entries(reply.getHeaders()).filter((e): e is [string, string | number | string[]] => e[1] !== undefined);
      raw.writeHead(200, {
        ...Object.fromEntries(headers),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 3000\n\n');
      let ended = false;
      const stream: LiveStream = {
        sessionId: who.sessionId,
        accountId: who.accountId,
        boards,
        send: (frame) => raw.write(frame),
        end: () => {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          clearTimeout(lifetime);
          app.liveStreams.remove(stream);
          if (!raw.writableEnded) raw.end();
        },
      };
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      // a bounded life: the reconnect is authenticated again and reads the lecturer's boards again
      const lifetime = setTimeout(() => stream.end(), app.config.liveStreamMs);
      request.raw.on('close', stream.end);
      app.liveStreams.add(stream);
    },
  );
};

export default routes;
