import type { FastifyError, FastifyInstance } from 'fastify';
import { englishMessage, paramsOf, type MessageCode, type Params, type ParamsArg } from '../../common/messages/codes';
import type { SaidCode } from '../../common/validation/says';
import { isDatabaseFault } from '../db/faults';
import { isForeignKeyViolation, isUniqueViolation } from '../domain/db';
import { DomainError, Overloaded, Refused, TooMany, Unavailable } from '../domain/errors';
import { ApiError } from './errors';
import { isMalformedUrl } from './malformedUrl';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a route that takes a workbook of at most this many MB: its 413 says so (rather than the API's 1 MB) */
    workbookMb?: number;
  }
}

/** HTTP status of each kind of domain error; a refusal the spec names is HTTP 200 with its inner status. */
const HTTP_STATUS: Record<DomainError['kind'], number> = { badInput: 400, forbidden: 403, notFound: 404, conflict: 409, refused: 200, tooMany: 429, unavailable: 503 };

/** The envelope (plus a refusal's extra fields) of a domain error. */
function domainReply(error: DomainError): { http: number; body: Record<string, unknown> } {
  if (error instanceof Refused) return { http: error.httpStatus, body: { ...error.extra, ...coded(error.innerStatus, error) } };
  const http = HTTP_STATUS[error.kind];
  if (error instanceof Unavailable) return { http, body: { ...error.extra, ...coded(http, error) } };
  return { http, body: coded(http, error) };
}

type Envelope = { status: number; message: string; code: SaidCode; params?: Params };

/**
 * The envelope of an error that carries its code: the English `message` (the spec's text), the `code`
 * (common/messages/en.ts, or a shared schema's validation code of common/validation/texts/en.ts) and, when the text
 * has variables, their values as `params`: the client shows the code's text in the chosen language with them.
 */
function coded(status: number, error: { message: string; code: SaidCode; params: Params }): Envelope {
  return Object.keys(error.params).length > 0
    ? { status, message: error.message, code: error.code, params: error.params }
    : { status, message: error.message, code: error.code };
}

/** The envelope of a code of this mapper's own (the request itself was wrong, or the server failed). */
function envelope<C extends MessageCode>(status: number, code: C, ...params: ParamsArg<C>): Envelope {
  return coded(status, { message: englishMessage(code, params[0]), code, params: paramsOf(params[0]) });
}

function isFastifyError(e: unknown): e is FastifyError {
  return typeof e === 'object' && e !== null && 'code' in e;
}

/**
 * The client closed its connection while sending the body (node's 'aborted' ECONNRESET, given a 4xx status by the
 * body reader): the client's doing, not the database's — no 503, no warning, no stack.
 */
function isClientAbort(error: unknown, raw: { aborted?: boolean; destroyed?: boolean }): boolean {
  if (!isFastifyError(error)) return false;
  const status = (error as { statusCode?: unknown }).statusCode;
  const fromBodyReader = error.code === 'ECONNRESET' && typeof status === 'number' && status >= 400 && status < 500;
  return fromBodyReader || (error.code === 'ECONNRESET' && raw.aborted === true);
}

/** Every error leaves as the envelope {status, message}: never a stack trace, never a 500 for client input. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof DomainError) {
      const { http, body } = domainReply(error);
      if (error instanceof TooMany || error instanceof Overloaded) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error instanceof Unavailable) reply.header('retry-after', '1');
      return reply.status(http).send(body);
    }
    if (error instanceof ApiError) return reply.status(error.httpStatus).send(coded(error.httpStatus, error));
    if (isFastifyError(error) && error.validation) {
      const first = error.validation[0];
      const field =
        (first?.params as { missingProperty?: string; additionalProperty?: string } | undefined)?.missingProperty ??
        (first?.params as { additionalProperty?: string } | undefined)?.additionalProperty;
      const where = `${error.validationContext ?? 'body'}${first?.instancePath ?? ''}`.replace(/\//g, '.');
      if (first?.keyword === 'additionalProperties' && field) return reply.status(400).send(envelope(400, 'unknownField', { where, field }));
      if (first?.keyword === 'required' && field) return reply.status(400).send(envelope(400, 'missingProperty', { where, property: field }));
      return reply.status(400).send(envelope(400, 'requestInvalid', { where, problem: first?.message ?? 'is invalid' }));
    }
    // The database's constraints are the last line: a write that lost a race with another request.
    if (isForeignKeyViolation(error)) {
      return reply.status(409).send(envelope(409, 'raceDeleted'));
    }
    if (isUniqueViolation(error)) {
      return reply.status(409).send(envelope(409, 'raceExists'));
    }
    if (isClientAbort(error, request.raw)) {
      request.log.debug('the client closed the connection before its request arrived');
      return reply.status(400).send(envelope(400, 'requestIncomplete'));
    }
    // The database is down, full, read-only or locked: the request was fine, the process lives on (db/faults.ts).
    if (isDatabaseFault(error)) {
      request.log.warn({ err: error }, 'database fault');
      return reply.status(503).header('retry-after', '1').send(domainReply(new Unavailable()).body);
    }
    const code = isFastifyError(error) ? error.statusCode : undefined;
    if (code === 413) {
      const mb = request.routeOptions.config.workbookMb;
      return reply.status(413).send(mb === undefined ? envelope(413, 'bodyTooLarge') : envelope(413, 'xlsxFileTooLarge', { mb }));
    }
    if (code && code >= 400 && code < 500) {
      return reply.status(code).send(clientMistake(code, error));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope(500, 'serverError'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (isMalformedUrl(request.originalUrl)) return reply.status(400).send(envelope(400, 'malformedUrl'));
    const url = request.url.split('?')[0] ?? '';
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (url === '/api' || url.startsWith('/api/') || !page || typeof reply.sendFile !== 'function') {
      return reply.status(404).send(envelope(404, 'noSuchPath', { path: `${request.method} ${url}` }));
    }
    // History fallback: every SPA route (spec section 2) is answered with the app shell.
    if (/\.[a-z0-9]+$/i.test(url)) return reply.status(404).send(envelope(404, 'notFound'));
    return reply.type('text/html').sendFile('index.html');
  });
}

/** Fastify's own 4xx (a body it cannot read, a header it refuses): its first line, as a request no screen sends. */
function clientMistake(status: number, error: unknown): Envelope {
  const message = error instanceof Error ? error.message : '';
  if (/JSON/i.test(message)) return envelope(status, 'invalidJson');
  const detail = message.split('\n')[0]!.slice(0, 200);
  return detail ? envelope(status, 'requestRefused', { detail }) : envelope(status, 'badRequest');
}
