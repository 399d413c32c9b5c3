import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';
import { unreadableNumber } from './jsonNumbers';
import { mediaTypeOf, XLSX_MEDIA_TYPE } from '../../common/mediaTypes';


const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Fetch Metadata values a forged request can never carry: the app's own pages, or the user typing/bookmarking. */
const OWN_SITE = new Set(['same-origin', 'none']);
/**
 * RFC 8058's one-click unsubscribe: the mail provider POSTs `List-Unsubscribe=One-Click` as a form. Its link is
 * signed per account and kind, and it can only turn mail off.
 */
const FORM_POSTS = new Set(['/api/mail/unsubscribe']);

/** True when the Origin header names this server (scheme, host and port as the request reached it). */
function sameOrigin(request: FastifyRequest, origin: string): boolean {
  try {
    // URL objects normalise case and default ports (http://h:80 is http://h)
    return new URL(origin).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

/**
 * The body types a state-changing call may carry: JSON; and on an .xlsx import, the workbook's own bytes. Neither is a
 * type an HTML form can send, and a script of another origin needs a CORS preflight for either.
 */
function isAllowedBody(contentType: string | undefined, path: string): boolean {
  const type = mediaTypeOf(contentType);
  return type === 'application/json' || (type === XLSX_MEDIA_TYPE && XLSX_IMPORT.test(path));
}
const XLSX_IMPORT = /^\/api\/import\/[a-z]+\.xlsx$/;

/** No body at all: no content type, no length (or 0) and no chunked transfer. */
function isBodiless(request: FastifyRequest): boolean {
  const h = request.headers;
  return h['content-type'] === undefined && h['transfer-encoding'] === undefined && (h['content-length'] === undefined || h['content-length'] === '0');
}

/**
 * No forged requests (OWASP CSRF cheat sheet: Origin verification and Fetch Metadata). Every POST, PUT, PATCH and
 * DELETE must, when the browser sends an `Origin`, come from this origin, and, when it sends `Sec-Fetch-Site`, be
 * `same-origin` or `none` (403 otherwise). A body must be `application/json` (an .xlsx import's may be the workbook
 * itself; 415 otherwise); a request with no
 * body and no content type at all is accepted — the spec's client publishes and deletes that way. This stays
 * forgery-proof: an HTML form always sends a content type, and a cross-origin script always sends `Origin` on these
 * methods (and `Sec-Fetch-Site: cross-site`/`same-site`), so neither gets through; a JSON body from another origin
 * needs a CORS preflight this server never answers. SameSite does not separate two ports of one host; these checks do.
 */
export function installCsrfProtection(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    const unreadable = unreadableNumber(body as string);
    if (unreadable !== null) return done(new ApiError(400, 'numberUnreadable'), undefined);
    parseJson(request, body as string, done);
  });

  // on every request, also to a path no route has for its method (a cross-origin form posting to a DELETE route
  // is refused as forged, not answered 404); a callback hook, so a read pays one Set lookup for it
  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if ((origin !== undefined && !sameOrigin(request, origin)) || (site !== undefined && !OWN_SITE.has(String(site).toLowerCase()))) {
      return done(new ApiError(403, 'crossOrigin'));
    }
    const path = request.url.split('?')[0]!.toLowerCase();
    if (!isAllowedBody(request.headers['content-type'], path) && !isBodiless(request) && !FORM_POSTS.has(path)) {
      return done(new ApiError(415, 'notJson'));
    }
    done();
  });
}
