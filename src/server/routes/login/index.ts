import type { FastifyPluginAsync } from 'fastify';
import { LOGIN_PATH, type Role } from '../../../common/roles';
import { LoginThrottle } from '../../auth/loginThrottle';
import { dummyHash, verifyPassword } from '../../auth/passwords';
import { setTokenCookie } from '../../auth/sessionCookie';
import { TokenService } from '../../auth/tokens';
import { findLoginUser } from '../../domain/accounts';
import { S } from '../../http/validation';

const INVALID = 'Invalid username or password';

/**
 * POST /loginstudent, /loginteacher, /loginadmin (api.md "Login"). The throttle decides before any argon2 work;
 * a success opens a session, sets the HttpOnly session cookie and still returns the token for API clients.
 */
const login: FastifyPluginAsync = async (app) => {
  const throttle = new LoginThrottle(app.db, {
    pair: app.config.loginRateLimit,
    user: app.config.loginUserLimit,
    address: app.config.loginAddressLimit,
  });
  for (const role of Object.keys(LOGIN_PATH) as Role[]) {
    app.post<{ Body: { username: string; password: string } }>(
      LOGIN_PATH[role],
      {
        config: { access: 'public' },
        schema: {
          body: S.body({ username: { type: 'string', maxLength: 200 }, password: { type: 'string', maxLength: 200 } }),
        },
      },
      async (request, reply) => {
        const { username, password } = request.body;
        const reservation = await throttle.reserve(request.ip, username);
        if (!reservation.ok) {
          const wait = reservation.retryAfterSeconds;
          reply.header('retry-after', String(wait));
          return reply.status(429).send({ status: 429, message: `Too many failed logins; try again in ${wait} seconds` });
        }
        const user = await findLoginUser(app.db, username, role);
        const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
        if (!user || !ok) return { data: { status: 401, message: INVALID } };
        await throttle.release(reservation.keys);
        const claims = { accountId: user.accountId, role, userId: user.id };
        const sessionId = TokenService.newSessionId();
        const { token, expiresAt } = await app.tokens.sign(claims, sessionId);
        await app.sessions.create(claims, sessionId, expiresAt);
        setTokenCookie(request, reply, token, app.tokens.ttlSeconds);
        return {
          token,
          data: {
            status: 200,
            message: 'Login successfully',
            data: [{ id: user.id, username: user.username, role, name: user.name }],
          },
        };
      },
    );
  }
};

export default login;
