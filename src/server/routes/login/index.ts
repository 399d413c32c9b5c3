import type { FastifyPluginAsync } from 'fastify';
import { LOGIN_PATH, type Role } from '../../../common/roles';
import { FailedLoginLimiter } from '../../auth/loginLimiter';
import { findLoginUser } from '../../domain/accounts';
import { dummyHash, verifyPassword } from '../../auth/passwords';
import { S } from '../../http/validation';

const INVALID = 'Invalid username or password';

/** POST /loginstudent, /loginteacher, /loginadmin (api.md "Login"). */
const login: FastifyPluginAsync = async (app) => {
  const limiter = new FailedLoginLimiter(app.config.loginRateLimit, 60_000);
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
        const key = `${request.ip}|${username.trim().toLowerCase()}`;
        if (limiter.isBlocked(key)) {
          return reply.status(429).send({ status: 429, message: 'Too many failed logins, try again in a minute' });
        }
        const user = await findLoginUser(app.db, username, role);
        const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
        if (!user || !ok) {
          limiter.recordFailure(key);
          return { data: { status: 401, message: INVALID } };
        }
        const token = await app.tokens.sign({ accountId: user.accountId, role, userId: user.id });
        return {
          token,
          data: {
            status: 200,
            message: 'Login successfully',
            data: [{ id: user.id, username: user.username, role, name: user.name, mustChangePassword: user.mustChangePassword === 1 }],
          },
        };
      },
    );
  }
};

export default login;
