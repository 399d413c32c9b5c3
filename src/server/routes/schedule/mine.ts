import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { caller } from '../../http/guard';
import { accountLanguage, calendarOf, feedOwner, feedStatus, regenerateFeed, revokeFeed } from '../../domain/schedule/feed';
import { mySchedule, todayIn } from '../../domain/schedule/timetable';
import { notFound } from '../../domain/errors';
import * as R from '../../http/responses';
import * as SR from '../../http/scheduleResponses';
import { ok, S } from '../../http/schema';
import { said } from '../../http/said';
import { languageOf } from '../../../common/languages';

const people = { access: ['teach', 'std'] } as const;
/** ?lang=en|vi: the texts of a download (the account's chosen language without it) */
const LANG = S.row({ lang: S.optional(S.string({ pattern: '^(en|vi)$' })) });
const ICS = ok(S.string({ description: 'text/calendar (RFC 5545)' }));

/**
 * A lecturer's "My defences" and a student's "My defence", their .ics download, and the secret calendar-feed
 * address (GET /calendar/{token}.ics, no session: calendar apps cannot sign in) that the user page regenerates or
 * revokes. The token is not the session token; only its hash is stored (domain/schedule/feed.ts).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const who = (request: FastifyRequest) => {
    const c = caller(request);
    return { role: c.role as 'teach' | 'std', userId: c.userId, accountId: c.accountId };
  };

  app.get('/schedule/mine', { config: people, schema: { summary: "The caller's defences, soonest first", response: ok(R.envelopeOf(SR.MyScheduleData)) } }, async (request) => ({
    status: 200,
    data: await mySchedule(app.db, who(request), app.config.timeZone, todayIn(app.config.timeZone)),
  }));

  app.get(
    '/schedule/mine.ics',
    { config: people, schema: { summary: "The caller's defences as an .ics file (one-off download), in ?lang= or the account's language", querystring: LANG, response: ICS } },
    async (request, reply) => {
      const me = who(request);
      const language = request.query.lang ? languageOf(request.query.lang) : await accountLanguage(app.db, me.accountId);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="defences.ics"')
        .header('cache-control', 'no-store')
        .send(await calendarOf(app.db, me, app.config.timeZone, language));
    },
  );

  app.get('/schedule/feed', { config: people, schema: { summary: 'Whether the caller has a calendar-feed address', response: ok(R.envelopeOf(SR.FeedStatus)) } }, async (request) => ({
    status: 200,
    data: await feedStatus(app.db, who(request).accountId),
  }));

  app.post('/schedule/feed', { config: people, schema: { summary: 'A new secret calendar-feed address (the old one stops working); shown once', response: ok(R.envelopeOf(SR.FeedStatus)) } }, async (request) => {
    const { token, createdAt } = await regenerateFeed(app.ctx, who(request).accountId);
    // from PUBLIC_URL (this process's own address without it): a request's Host or X-Forwarded-Host is the client's
    const url = `${app.config.publicUrl ?? `http://localhost:${app.config.port}`}/api/calendar/${token}.ics`;
    return { status: 200, ...said('feedCreated'), data: { Active: true, CreatedAt: createdAt, Url: url } };
  });

  app.delete('/schedule/feed', { config: people, schema: { summary: 'Revoke the calendar-feed address', response: ok(R.Message) } }, async (request) => {
    await revokeFeed(app.ctx, who(request).accountId);
    return { status: 200, ...said('feedRevoked') };
  });

  app.get(
    '/calendar/:file',
    { config: { access: 'public' }, schema: { summary: 'A calendar feed by its secret address (no session)', params: S.row({ file: S.str(80) }), response: ICS } },
    async (request, reply) => {
      const owner = await feedOwner(app.db, request.params.file.replace(/\.ics$/, ''));
      if (!owner) throw notFound('calendarNotFound');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(await calendarOf(app.db, owner, app.config.timeZone, owner.language));
    },
  );
};

export default routes;
