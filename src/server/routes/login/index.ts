import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LOGIN_PATH, type Role } from '../../../common/roles';
import { login, RefusalLog, type LoginServices } from '../../domain/login';
import { passwordLoginAllowed } from '../../auth/oidc/settings';
import { setTokenCookie } from '../../auth/sessionCookie';
import { ok, S } from '../../http/schema';
import { LoginAnswer } from '../../../common/contract/account';
import { said } from '../../http/said';


/**
 * POST /loginstudent, /loginteacher, /loginadmin (api.md "Login"): the flow is domain/login.ts; a success also sets
 * the HttpOnly session cookie and still returns the token for API clients.
 */
const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services: LoginServices = { db: app.db, credentials: app.credentials, tokens: app.tokens, sessions: app.sessions, audit: app.audit, refusals: new RefusalLog(),
    passwordAllowed: (role, username) => passwordLoginAllowed(app.config.passwordLogin, app.config.adminUsername, role, username),
  };
  for (const role of Object.keys(LOGIN_PATH) as Role[]) {
    app.post(
      LOGIN_PATH[role],
      {
        config: { access: 'public' },
        schema: {
          body: S.body({ username: S.str(200), password: S.str(200) }),
          response: ok(LoginAnswer),
        },
      },
      async (request, reply) => {
        const signedIn = await login(services, { role, ...request.body, address: request.ip });
        if (!signedIn) return { data: { status: 401, ...said('invalidLogin') } };
        if (signedIn === 'passwordLoginOff') return { data: { status: 403, code: 'passwordLoginOff', ...said('passwordLoginOff') } };
        setTokenCookie(request, reply, signedIn.token, app.tokens.ttlSeconds);
        return { token: signedIn.token, data: { status: 200, ...said('loggedIn'), data: [signedIn.user] } };
      },
    );
  }
};

export default loginRoutes;
