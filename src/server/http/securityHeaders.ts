import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out ONCE: they depend only on the options (no nonces here), so running helmet once
 * against a recording response gives the exact set. @fastify/helmet instead rebuilt helmet and re-parsed the CSP
 * directives on every request (≈ 8 % of a small read's CPU in a profile of small reads).
 */
export function securityHeaderSet(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.fromEntries(headers);
}

/**
 * Every answer (routes, 404s, errors, static files) carries the precomputed security headers. The Content Security
 * Policy governs documents only: the JSON of /api (not its HTML viewer under /api/docs) goes without it, the other
 * headers (nosniff, frame options, referrer and cross-origin policies) stay on every answer.
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaderSet(options);
  const { 'content-security-policy': _csp, ...api } = headers;
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(url.startsWith('/api/') && !url.startsWith('/api/docs') ? api : headers);
    done();
  });
}
