import type { FastifyError, FastifyInstance } from 'fastify';
import { messageCode } from '../../common/messages';
import { isDatabaseFault } from '../db/faults';
import { isForeignKeyViolation, isUniqueViolation } from '../domain/db';
import { DomainError, Refused, TooMany, Unavailable } from '../domain/errors';
import { ApiError } from './errors';
import { isMalformedUrl, MALFORMED_URL_MESSAGE } from './malformedUrl';

/** HTTP status of each kind of domain error; a refusal the spec names is HTTP 200 with its inner status. */
const HTTP_STATUS: Record<DomainError['kind'], number> = { badInput: 400, forbidden: 403, notFound: 404, conflict: 409, refused: 200, tooMany: 429, unavailable: 503 };

/** The envelope {status, message} (plus a refusal's extra fields) of a domain error. */
function domainReply(error: DomainError): { http: number; body: Record<string, unknown> } {
  if (error instanceof Refused) return { http: 200, body: { ...error.extra, ...envelope(error.innerStatus, error.message) } };
  const http = HTTP_STATUS[error.kind];
  if (error instanceof Unavailable) return { http, body: { ...error.extra, ...envelope(http, error.message) } };
  return { http, body: envelope(http, error.message) };
}

/** Every error envelope carries a stable `code` beside the English `message` (common/messages.ts). */
function envelope(status: number, message: string): { status: number; message: string; code: string } {
  return { status, message, code: messageCode(message, status).code };
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
      if (error instanceof TooMany) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error instanceof Unavailable) reply.header('retry-after', '1');
      return reply.status(http).send(body);
    }
    if (error instanceof ApiError) return reply.status(error.httpStatus).send(envelope(error.httpStatus, error.message));
    if (isFastifyError(error) && error.validation) {
      const first = error.validation[0];
      const field =
        (first?.params as { missingProperty?: string; additionalProperty?: string } | undefined)?.missingProperty ??
        (first?.params as { additionalProperty?: string } | undefined)?.additionalProperty;
      const where = `${error.validationContext ?? 'body'}${first?.instancePath ?? ''}`.replace(/\//g, '.');
      let message = `${where} ${first?.message ?? 'is invalid'}`;
      if (first?.keyword === 'additionalProperties' && field) message = `${where} has an unknown field '${field}'`;
      return reply.status(400).send(envelope(400, message));
    }
    // The database's constraints are the last line: a write that lost a race with another request.
    if (isForeignKeyViolation(error)) {
      return reply.status(409).send(envelope(409, 'A record this refers to was changed or deleted meanwhile; reload and try again'));
    }
    if (isUniqueViolation(error)) {
      return reply.status(409).send(envelope(409, 'This record already exists (it was just added by another request); reload and try again'));
    }
    if (isClientAbort(error, request.raw)) {
      request.log.debug('the client closed the connection before its request arrived');
      return reply.status(400).send(envelope(400, 'The request did not arrive whole (the connection was closed)'));
    }
    // The database is down, full, read-only or locked: the request was fine, the process lives on (db/faults.ts).
    if (isDatabaseFault(error)) {
      request.log.warn({ err: error }, 'database fault');
      return reply.status(503).header('retry-after', '1').send(domainReply(new Unavailable()).body);
    }
    const code = isFastifyError(error) ? error.statusCode : undefined;
    if (code === 413) return reply.status(413).send(envelope(413, 'The request body is too large (1 MB at most)'));
    if (code && code >= 400 && code < 500) {
      return reply.status(code).send(envelope(code, cleanMessage(error)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope(500, 'Something went wrong on the server; nothing was changed'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (isMalformedUrl(request.originalUrl)) return reply.status(400).send(envelope(400, MALFORMED_URL_MESSAGE));
    const url = request.url.split('?')[0] ?? '';
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (url === '/api' || url.startsWith('/api/') || !page || typeof reply.sendFile !== 'function') {
      return reply.status(404).send(envelope(404, `No such path: ${request.method} ${url}`));
    }
    // History fallback: every SPA route (spec section 2) is answered with the app shell.
    if (/\.[a-z0-9]+$/i.test(url)) return reply.status(404).send(envelope(404, 'Not found'));
    return reply.type('text/html').sendFile('index.html');
  });
}

function cleanMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : 'Bad request';
  if (/JSON/i.test(message)) return 'The request body is not valid JSON';
  return message.split('\n')[0]!.slice(0, 200);
}
