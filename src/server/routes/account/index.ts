import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller, callerSession } from '../../http/guard';
import { setAccountLanguage } from '../../domain/language';
import { changeOwnPassword, resetPassword } from '../../domain/passwords';
import { ok, S } from '../../http/schema';
import { ChangePasswordBody, PasswordChanged } from '../../../common/contract/account';
import { said } from '../../http/said';
import { sendResetLinkToProfile } from '../../domain/passwordReset';

const PASSWORD = S.text(200, 1);

/**
 * Beyond the spec, docs/deviations.md):
 * PUT /account/password (any signed-in role): change the own password (current + new).
 * POST /student/{id}/reset-password, POST /teacher/{id}/reset-password (admin): temporary password
 * (typed or generated, answered once); the user must change it at the next login.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/account/password',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Change the own password (any role)',
        body: ChangePasswordBody,
        response: ok(PasswordChanged),
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const { accountId, sessionId } = callerSession(request);
      // the same throttle and argon2 queue as the logins: 429 + Retry-After when this account or session tried too often
      const work = await app.credentials.passwordWork('change', accountId, sessionId);
      await changeOwnPassword(app.ctx, accountId, currentPassword, newPassword, work);
      return { status: 200, ...said('passwordChanged') };
    },
  );

  // The language the signed-in account chose, applied at its next sign-in on any browser.
  app.put(
    '/account/language',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Choose the own language (en | vi)',
        body: S.body({ language: S.text(5, 1) }),
        response: ok(S.envelope(S.row({ language: S.string() }))),
      },
    },
    async (request) => {
      const language = await setAccountLanguage(app.ctx, caller(request).accountId, request.body.language);
      return { status: 200, ...said('languageChanged'), data: { language } };
    },
  );

  for (const [segment, role] of [
    ['student', 'std'],
    ['teacher', 'teach'],
  ] as const) {
    app.post(
      `/${segment}/:id/reset-password`,
      {
        config: { access: ['admin'] },
        schema: {
          summary: `Reset a ${segment}'s password (admin): must be changed at next login`,
          params: S.params('id'),
          // sendLink: mail the user a link to choose a password instead (nothing shown to the admin)
          body: S.optional(S.body({ temporaryPassword: S.optional(PASSWORD), sendLink: S.optional(S.bool) })),
          response: ok(PasswordChanged),
        },
      },
      async (request) => {
        if (request.body?.sendLink) {
          await sendResetLinkToProfile(app.db, role, request.params.id, app.config.jwtSecret);
          void app.mailer.tick();
          return { status: 200, ...said('resetLinkSent'), data: {} };
        }
        const { sessionId } = callerSession(request);
        const temporaryPassword = await resetPassword(app.ctx, role, request.params.id, request.body?.temporaryPassword, (accountId) =>
          app.credentials.passwordWork('reset', accountId, sessionId),
        );
        return { status: 200, ...said('passwordReset'), data: { temporaryPassword } };
      },
    );
  }
};

export default routes;
