import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../common/roles';
import { forbidden, unauthorized } from '../http/errors';
import type { TokenClaims } from './tokens';

/**
 * Who may call a route, declared on every /api route as `config.access`:
 * 'public' (logins, health), 'signedIn' (any role; the handler checks ownership), or a list of roles.
 */
export type Access = 'public' | 'signedIn' | readonly Role[];

declare module 'fastify' {
  interface FastifyRequest {
    auth: TokenClaims | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const cookie = request.cookies?.token;
  return cookie || null;
}

/** Authenticates every request and enforces the route's declared access before its handler runs. */
export function installGuard(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const token = tokenOf(request);
    if (!token) throw unauthorized('Please log in first');
    const claims = await app.tokens.verify(token);
    if (!claims) throw unauthorized('Your session has expired, please log in again');
    // A deleted account's token dies with it.
    const account = await app.db
      .selectFrom('account')
      .select(['Id', 'Role'])
      .where('Id', '=', claims.accountId)
      .executeTakeFirst();
    if (!account || account.Role !== claims.role) throw unauthorized('Your account no longer exists');
    request.auth = claims;
    if (access !== 'signedIn' && !access.includes(claims.role)) throw forbidden();
  });
}

/** The signed-in caller (routes with access other than 'public' always have one). */
export function caller(request: FastifyRequest): TokenClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
