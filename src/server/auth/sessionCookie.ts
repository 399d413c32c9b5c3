import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie: set by the server only, never readable by scripts. */
export const TOKEN_COOKIE = 'token';

/**
 * The request's cookies, parsed on first use: only a request without a bearer token looks at them (the guard),
 * so an API client's request does no cookie work at all. @fastify/cookie is registered without its hooks
 * (app.ts) for its parser and serializer.
 */
export function cookiesOf(request: FastifyRequest): Record<string, string | undefined> {
  if (!request.cookies) {
    const header = request.headers.cookie;
    request.cookies = header ? request.server.parseCookie(header) : {};
  }
  return request.cookies;
}

type CookieOptions = { httpOnly: true; sameSite: 'strict'; path: '/'; secure: boolean; maxAge?: number; expires?: Date };

function writeCookie(reply: FastifyReply, value: string, options: CookieOptions): void {
  const line = reply.server.serializeCookie(TOKEN_COOKIE, value, options);
  const previous = reply.getHeader('set-cookie');
  reply.header('set-cookie', previous === undefined ? line : [...[previous].flat().map(String), line]);
}

/** `Secure` when the request came over HTTPS (X-Forwarded-Proto counts only with TRUST_PROXY). */
export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  writeCookie(reply, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

export function clearTokenCookie(request: FastifyRequest, reply: FastifyReply): void {
  writeCookie(reply, '', { httpOnly: true, sameSite: 'strict', path: '/', secure: request.protocol === 'https', expires: new Date(1) });
}
