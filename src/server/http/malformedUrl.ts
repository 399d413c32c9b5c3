/**
 * A URL whose path has bad percent-encoding (e.g. `/%c0%ae%c0%ae/x`) cannot be routed. Fastify would answer it
 * before any hook runs, so without the envelope and the security headers. `rewriteUrl` sends it to a path no
 * route has; the not-found handler (errorHandler.ts) then sees `isMalformedUrl(request.originalUrl)` and
 * answers 400 {status, message} after the usual hooks (helmet) have run.
 */
export const MALFORMED_URL_PATH = '/api/~malformed-url';

export function isMalformedUrl(url: string | undefined): boolean {
  // only a percent sign can start bad encoding: most URLs are decided without a copy
  if (url === undefined || !url.includes('%')) return false;
  const path = url.split('?')[0] ?? '';
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** Fastify's `rewriteUrl` option: a malformed path goes to MALFORMED_URL_PATH, every other URL is kept. */
export function rewriteMalformedUrl(req: { url?: string }): string {
  return isMalformedUrl(req.url) ? MALFORMED_URL_PATH : (req.url ?? '/');
}
