import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie: set by the server only, never readable by scripts (issue 9 item 1). */
export const TOKEN_COOKIE = 'token';

/** `Secure` when the request came over HTTPS (X-Forwarded-Proto counts only with TRUST_PROXY). */
export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

export function clearTokenCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, { httpOnly: true, sameSite: 'strict', path: '/', secure: request.protocol === 'https' });
}
