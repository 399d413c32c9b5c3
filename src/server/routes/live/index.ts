import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { LiveEvent } from '../../../common/dto/live';

const HEARTBEAT_MS = 20_000;

/**
 * GET /live (beyond the spec; issue 13 item 6): a Server-Sent Events stream for lecturers and admins. Each event
 * says which board and project changed (`score` saved, project `published`), nothing more — no marks, no names —
 * so screens refetch through their own access-checked calls. The reply is written by hand (hijacked): the
 * response schema only documents it, compression does not apply, and a comment line every 20 s keeps
 * proxies from closing an idle stream. The stream ends after `liveStreamMs` (5 min) and EventSource reconnects
 * by itself (`retry: 3000`), authenticated again.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/live',
    {
      // lecturers and admins watch marking progress; students have nothing live to see
      config: { access: ['teach', 'admin'] },
      schema: { tags: ['live'], summary: 'Live progress events (text/event-stream)', response: { 200: Type.String({ description: 'text/event-stream' }) } },
    },
    async (request, reply) => {
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 3000\n\n');
      const send = (e: LiveEvent) => raw.write(`event: change\ndata: ${JSON.stringify(e)}\n\n`);
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      // a bounded life: the reconnect is authenticated again, so an ended session stops hearing events
      const lifetime = setTimeout(() => stop(), app.config.liveStreamMs);
      const stop = () => {
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        offClose();
        if (!raw.writableEnded) raw.end();
      };
      const unsubscribe = app.live.subscribe(send);
      const offClose = app.live.onClose(stop);
      request.raw.on('close', stop);
    },
  );
};

export default routes;
