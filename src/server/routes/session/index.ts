import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerSession } from '../../http/guard';
import { clearTokenCookie } from '../../auth/sessionCookie';
import { endAccountSessions } from '../../domain/accounts';
import { ok, S } from '../../http/schema';
import { said } from '../../http/said';

const Ended = S.envelope(S.row({ ended: S.int }));

/** POST /logout ends the caller's session; POST /session/{accountId}/end (admin) ends every session of an account. */
const session: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/logout',
    { config: { access: 'signedIn' }, schema: { summary: "Ends the caller's session and removes its cookie", response: ok(Ended) } },
    async (request, reply) => {
      await app.sessions.end(callerSession(request).sessionId);
      clearTokenCookie(request, reply);
      return { status: 200, ...said('loggedOut') };
    },
  );

  app.post(
    '/session/:accountId/end',
    {
      config: { access: ['admin'] },
      schema: { summary: 'Ends every session of an account (it must log in again)', params: S.params('accountId'), response: ok(Ended) },
    },
    async (request) => {
      const ended = await endAccountSessions(app.ctx, request.params.accountId);
      return { status: 200, message: `${ended} session(s) ended`, data: { ended } };
    },
  );
};

export default session;
