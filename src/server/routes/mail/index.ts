import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../http/guard';
import { forgotPassword, resetWithLink } from '../../domain/passwordReset';
import { ok, S } from '../../http/schema';
import { said } from '../../http/said';
import { myMail, outboxList, queueTest, resend, setModes, unsubscribe } from '../../mail/admin';
import { unsubscribePage } from '../../mail/unsubscribePage';
import { ForgotPasswordBody, MailPreferencesBody, MailTestBody, MyMail, OutboxList, ResetPasswordBody } from '../../../common/contract/mail';

/**
 * E-mail (beyond the spec, docs/deviations.md): the own address and choices, the admin's outbox, the one-click
 * unsubscribe of every mail (RFC 8058: no sign-in, a signed link), and the forgotten-password link.
 */
const UNSUBSCRIBE_QUERY = S.row({ a: S.integer({ minimum: 1 }), k: S.str(20), s: S.str(100) });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // the one-click body says nothing the signed link does not (only this plugin's routes read forms)
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));
  app.get('/account/mail', { config: { access: 'signedIn' }, schema: { summary: 'Where my mail goes and what I receive', response: ok(S.envelope(MyMail)) } }, async (request) => ({
    status: 200,
    data: await myMail(app.db, caller(request).accountId, app.config.emailDomain),
  }));

  app.put(
    '/account/mail',
    { config: { access: 'signedIn' }, schema: { summary: 'Choose per kind: immediately, daily digest or off', body: MailPreferencesBody, response: ok(S.envelope(MyMail)) } },
    async (request) => {
      const { accountId } = caller(request);
      await setModes(app.db, accountId, request.body);
      return { status: 200, ...said('mailPreferencesSaved'), data: await myMail(app.db, accountId, app.config.emailDomain) };
    },
  );

  // GET shows a page with one button (a link scanner's visit changes nothing); POST is the one-click unsubscribe
  app.get('/mail/unsubscribe', { config: { access: 'public' }, schema: { querystring: UNSUBSCRIBE_QUERY, response: ok(S.string()) } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const { a, k, s } = request.query;
    return unsubscribePage('ask', `/api/mail/unsubscribe?a=${a}&k=${encodeURIComponent(k)}&s=${encodeURIComponent(s)}`);
  });
  app.post('/mail/unsubscribe', { config: { access: 'public' }, schema: { querystring: UNSUBSCRIBE_QUERY, response: ok(S.string()) } }, async (request, reply) => {
    const { a, k, s } = request.query;
    await unsubscribe(app.db, app.config.jwtSecret, a, k, s);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return unsubscribePage('done', '');
  });

  app.get(
    '/mail/outbox',
    { config: { access: ['admin'] }, schema: { summary: 'The outbox: to whom, what, when, sent / waiting / failed', response: ok(S.envelope(OutboxList)) } },
    async () => ({ status: 200, data: await outboxList(app.db, app.config.emailDomain, app.config.mail.smtpUrl ? 'smtp' : 'files') }),
  );
  app.post(
    '/mail/outbox/:id/resend',
    { config: { access: ['admin'] }, schema: { summary: 'Send a message again', params: S.params('id'), response: ok(S.message()) } },
    async (request) => {
      await resend(app.db, request.params.id);
      void app.mailer.tick();
      return { status: 200, ...said('mailResent') };
    },
  );
  app.post('/mail/test', { config: { access: ['admin'] }, schema: { summary: 'Queue a test message', body: MailTestBody, response: ok(S.message()) } }, async (request) => {
    await queueTest(app.db, caller(request).accountId, request.body.to);
    void app.mailer.tick();
    return { status: 200, ...said('mailTestQueued') };
  });

  app.post(
    '/password/forgot',
    { config: { access: 'public' }, schema: { summary: 'Mail a link to choose a new password (same answer for any username)', body: ForgotPasswordBody, response: ok(S.message()) } },
    async (request) => {
      await forgotPassword(app.db, app.credentials.throttle, app.config.jwtSecret, { ...request.body, address: request.ip });
      void app.mailer.tick();
      return { status: 200, ...said('forgotPasswordSent') };
    },
  );
  app.post(
    '/password/reset',
    { config: { access: 'public' }, schema: { summary: 'Choose a new password from a mailed link', body: ResetPasswordBody, response: ok(S.message()) } },
    async (request) => {
      await resetWithLink(app.db, request.body.token, request.body.newPassword);
      return { status: 200, ...said('passwordSetFromLink') };
    },
  );
};

export default routes;
