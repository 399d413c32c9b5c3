import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../common/roles';
import { forbidden, unauthorized } from './errors';
import { Credentials } from '../domain/credentials';
import { clearTokenCookie, cookiesOf, TOKEN_COOKIE } from '../auth/sessionCookie';
import type { TokenClaims, VerifiedToken } from '../auth/tokens';

/**
 * Who may call a route, declared on every /api route as `config.access`:
 * 'public' (logins, health), 'signedIn' (any role; the handler checks ownership), or a list of roles.
 */
export type Access = 'public' | 'signedIn' | readonly Role[];

declare module 'fastify' {
  interface FastifyRequest {
    auth: VerifiedToken | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** The only calls open to an account with a temporary password (an admin created, imported or reset it), until it chooses its own. */
const WHILE_MUST_CHANGE = new Set(['PUT /api/account/password', 'POST /api/logout']);

/** The bearer token (API clients) or the HttpOnly session cookie (the SPA). */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const cookie = cookiesOf(request)[TOKEN_COOKIE];
  return cookie || null;
}

function refuse(request: FastifyRequest, reply: FastifyReply, code: 'sessionExpired' | 'sessionEnded'): never {
  // A dead cookie is removed so the browser stops sending it.
  if (cookiesOf(request)[TOKEN_COOKIE]) clearTokenCookie(request, reply);
  throw unauthorized(code);
}

/**
 * Authenticates every request and enforces the route's declared access before its handler runs: a valid
 * signature with `exp`, and a live session (not ended, not idle) whose account still exists with the token's role.
 */
export function installGuard(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  // one throttle and one argon2 queue for every credential check: logins, password changes and resets
  app.decorate(
    'credentials',
    new Credentials(app.db, { pair: app.config.loginRateLimit, user: app.config.loginUserLimit, address: app.config.loginAddressLimit }),
  );
  // A callback hook: a session this process knows (its token verified before, its row fresh in the cache) is
  // decided synchronously, with no promise; the rest verifies and reads the session first.
  app.addHook('preValidation', (request, reply, done) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return done();
    try {
      const token = tokenOf(request);
      if (!token) throw unauthorized('logInFirst');
      const now = Date.now();
      const claims = app.tokens.verifiedBefore(token, now);
      const known = claims && app.sessions.known(claims, now);
      if (!claims || !known) return void authenticate(app, request, reply, access, token).then(() => done(), done);
      admit(request, reply, access, claims, known);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

async function authenticate(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, access: Exclude<Access, 'public'>, token: string): Promise<void> {
  const claims = await app.tokens.verify(token);
  if (!claims) refuse(request, reply, 'sessionExpired');
  const live = await app.sessions.check(claims);
  admit(request, reply, access, claims, { live, mustChange: live && (await app.sessions.mustChangePassword(claims)) });
}

/**
 * The caller of a request this process already knows (its token verified before and its session fresh in the cache,
 * decided without a query), or null when only the full check can say: for a refusal that is cheaper before the body
 * is read than after it. Nothing is admitted by it: the guard still runs for every request.
 */
export function knownCaller(app: FastifyInstance, request: FastifyRequest): VerifiedToken | null {
  const token = tokenOf(request);
  if (!token) return null;
  const now = Date.now();
  const claims = app.tokens.verifiedBefore(token, now);
  const known = claims && app.sessions.known(claims, now);
  return claims && known?.live ? claims : null;
}

/** Lets a live session in where its role may go; after an admin reset only the password change (and logout) is open. */
function admit(request: FastifyRequest, reply: FastifyReply, access: Exclude<Access, 'public'>, claims: VerifiedToken, session: { live: boolean; mustChange: boolean }): void {
  if (!session.live) refuse(request, reply, 'sessionEnded');
  request.auth = claims;
  if (access !== 'signedIn' && !access.includes(claims.role)) throw forbidden();
  if (session.mustChange && !WHILE_MUST_CHANGE.has(`${request.method} ${request.routeOptions.url}`)) throw forbidden('mustChangePassword');
}

/** The signed-in caller (routes with access other than 'public' always have one). */
export function caller(request: FastifyRequest): TokenClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The session of the signed-in caller. */
export function callerSession(request: FastifyRequest): VerifiedToken {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** True when the request carries a live admin session (a public route showing admins more, e.g. health). */
export async function isAdminCaller(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const token = tokenOf(request);
  if (!token) return false;
  try {
    const claims = await app.tokens.verify(token);
    return claims !== null && claims.role === 'admin' && (await app.sessions.check(claims));
  } catch {
    // the database cannot say (it is what health reports on): no details
    return false;
  }
}
