import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when the Origin header names this server (scheme, host and port as the request reached it). */
function sameOrigin(request: FastifyRequest, origin: string): boolean {
  try {
    // URL objects normalise case and default ports (http://h:80 is http://h)
    return new URL(origin).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

function isJson(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/**
 * No forged requests (issue 9 item 3): every POST, PUT, PATCH and DELETE, with or without a body, must declare
 * `application/json` (415 otherwise) and, when the browser sends an Origin, come from this origin (403 otherwise).
 * An HTML form cannot send JSON and a cross-origin script cannot send it without a CORS preflight this server
 * never answers; SameSite does not help between two ports of one host, these checks do. A JSON request with no
 * body is accepted (the empty body reads as undefined).
 */
export function installCsrfProtection(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !sameOrigin(request, origin)) {
      throw new ApiError(403, 'Cross-origin requests are not accepted');
    }
    if (!isJson(request.headers['content-type'])) {
      throw new ApiError(415, 'Send the request as application/json');
    }
  });
}
