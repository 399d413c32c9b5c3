import type { FastifyPluginAsync } from 'fastify';
import { callerSession } from '../../auth/guard';
import { clearTokenCookie } from '../../auth/sessionCookie';
import { endSessionsOfAccount } from '../../auth/sessions';
import { notFound } from '../../http/errors';
import { S } from '../../http/validation';

const envelope = {
  200: {
    type: 'object',
    properties: { status: { type: 'integer' }, message: { type: 'string' }, data: { type: 'object', properties: { ended: { type: 'integer' } } } },
  },
} as const;

/** POST /logout ends the caller's session; POST /session/{accountId}/end (admin) ends every session of an account. */
const session: FastifyPluginAsync = async (app) => {
  app.post(
    '/logout',
    { config: { access: 'signedIn' }, schema: { summary: "Ends the caller's session and removes its cookie", response: envelope } },
    async (request, reply) => {
      await app.sessions.end(callerSession(request).sessionId);
      clearTokenCookie(request, reply);
      return { status: 200, message: 'Logged out' };
    },
  );

  app.post<{ Params: { accountId: number } }>(
    '/session/:accountId/end',
    {
      config: { access: ['admin'] },
      schema: { summary: 'Ends every session of an account (it must log in again)', params: S.params('accountId'), response: envelope },
    },
    async (request) => {
      const ended = await endSessionsOfAccount(app.db, request.params.accountId);
      if (ended === null) throw notFound('Account');
      return { status: 200, message: `${ended} session(s) ended`, data: { ended } };
    },
  );
};

export default session;
