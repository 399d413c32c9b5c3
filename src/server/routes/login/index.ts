import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LOGIN_PATH, type Role } from '../../../common/roles';
import { dummyHash, verifyPassword } from '../../auth/passwords';
import { setTokenCookie } from '../../auth/sessionCookie';
import { TokenService } from '../../auth/tokens';
import { findLoginUser } from '../../domain/accounts';
import { TooMany } from '../../domain/errors';
import { ok, S } from '../../http/schema';

const INVALID = 'Invalid username or password';

/** `{token?, data: {status, message, data?: [user]}}` (api.md "Login"). */
const LoginAnswer = S.row({
  token: S.optional(S.string()),
  data: S.envelope(S.array(S.row({ id: S.int, username: S.string(), role: S.string(), name: S.string(), mustChangePassword: S.bool, language: S.optional(S.string()) }))),
});

/**
 * POST /loginstudent, /loginteacher, /loginadmin (api.md "Login"). The throttle decides before any argon2 work;
 * a success opens a session, sets the HttpOnly session cookie and still returns the token for API clients.
 */
const login: FastifyPluginAsyncTypebox = async (app) => {
  const { throttle, gate } = app.credentials;
  // A refused (429) try is recorded once a minute per address: a flood of refusals cannot flood the audit log.
  const lastRefusalRecorded = new Map<string, number>();
  const recordRefusalNow = (address: string) => {
    const now = Date.now();
    if ((lastRefusalRecorded.get(address) ?? 0) > now - 60_000) return false;
    if (lastRefusalRecorded.size > 10_000) lastRefusalRecorded.clear();
    lastRefusalRecorded.set(address, now);
    return true;
  };
  // answered by the one error mapper: 429, Retry-After, the envelope with its code
  const tooMany = (wait: number, why = 'Too many failed logins') => new TooMany(wait, why);
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
        const { username, password } = request.body;
        // audit_log (issue 9 item 6): who tried, never the password typed
        const failed = (who: { accountId: number; username: string } | null, detail: string, outcome: 'denied' | 'refused') =>
          app.audit.record({
            accountId: who?.accountId ?? null,
            username: who?.username ?? username,
            role: who ? role : null,
            action: 'login.failed',
            detail: `${LOGIN_PATH[role]}: ${detail}`,
            address: request.ip,
            outcome,
          });
        const reservation = await throttle.reserve(request.ip, username);
        if (!reservation.ok) {
          if (recordRefusalNow(request.ip)) failed(null, 'too many failed logins (429); further refusals from this address within a minute are not recorded', 'refused');
          throw tooMany(reservation.retryAfterSeconds);
        }
        const user = await findLoginUser(app.db, username, role);
        const hash = user?.passwordHash ?? (await dummyHash());
        const checked = await gate.run(reservation.clean, () => verifyPassword(hash, password));
        if (!checked) {
          // turned away before any work: the try does not count
          await throttle.release(reservation.keys);
          if (recordRefusalNow(request.ip)) failed(null, 'turned away while the server was busy (429); further refusals from this address within a minute are not recorded', 'refused');
          throw tooMany(5, 'Too many login attempts at the moment');
        }
        if (!user || !checked.value) {
          failed(user, user ? 'wrong password' : 'unknown username for this login', 'denied');
          // past the address's limit only the right password gets through (a shared NAT address is never locked)
          if (reservation.overAddress !== null) throw tooMany(reservation.overAddress);
          return { data: { status: 401, message: INVALID } };
        }
        await throttle.release(reservation.keys);
        const claims = { accountId: user.accountId, role, userId: user.id };
        const sessionId = TokenService.newSessionId();
        const { token, expiresAt } = await app.tokens.sign(claims, sessionId);
        await app.sessions.create(claims, sessionId, expiresAt);
        setTokenCookie(request, reply, token, app.tokens.ttlSeconds);
        app.audit.record({ accountId: user.accountId, username: user.username, role, action: 'login', detail: LOGIN_PATH[role], address: request.ip, outcome: 'ok' });
        return {
          token,
          data: {
            status: 200,
            message: 'Login successfully',
            data: [{ id: user.id, username: user.username, role, name: user.name, mustChangePassword: user.mustChangePassword === 1, language: user.language ?? undefined }],
          },
        };
      },
    );
  }
};

export default login;
