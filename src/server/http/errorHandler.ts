import type { FastifyError, FastifyInstance } from 'fastify';
import { DATABASE_UNAVAILABLE, isDatabaseFault } from '../db/faults';
import { isForeignKeyViolation, isUniqueViolation } from '../domain/db';
import { ApiError } from './errors';

function isFastifyError(e: unknown): e is FastifyError {
  return typeof e === 'object' && e !== null && 'code' in e;
}

/** Every error leaves as the envelope {status, message}: never a stack trace, never a 500 for client input. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.httpStatus).send({ ...error.extra, status: error.innerStatus, message: error.message });
    }
    if (isFastifyError(error) && error.validation) {
      const first = error.validation[0];
      const field =
        (first?.params as { missingProperty?: string; additionalProperty?: string } | undefined)?.missingProperty ??
        (first?.params as { additionalProperty?: string } | undefined)?.additionalProperty;
      const where = `${error.validationContext ?? 'body'}${first?.instancePath ?? ''}`.replace(/\//g, '.');
      let message = `${where} ${first?.message ?? 'is invalid'}`;
      if (first?.keyword === 'additionalProperties' && field) message = `${where} has an unknown field '${field}'`;
      return reply.status(400).send({ status: 400, message });
    }
    // The database's constraints are the last line: a write that lost a race with another request.
    if (isForeignKeyViolation(error)) {
      return reply.status(409).send({ status: 409, message: 'A record this refers to was changed or deleted meanwhile; reload and try again' });
    }
    if (isUniqueViolation(error)) {
      return reply.status(409).send({ status: 409, message: 'This record already exists (it was just added by another request); reload and try again' });
    }
    // The database is down, full, read-only or locked: the request was fine, the process lives on (db/faults.ts).
    if (isDatabaseFault(error)) {
      request.log.warn({ err: error }, 'database fault');
      return reply.status(503).header('retry-after', '1').send({ status: 503, message: DATABASE_UNAVAILABLE });
    }
    const code = isFastifyError(error) ? error.statusCode : undefined;
    if (code === 413) return reply.status(413).send({ status: 413, message: 'The request body is too large (1 MB at most)' });
    if (code && code >= 400 && code < 500) {
      return reply.status(code).send({ status: code, message: cleanMessage(error) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ status: 500, message: 'Something went wrong on the server; nothing was changed' });
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (url === '/api' || url.startsWith('/api/') || !page || typeof reply.sendFile !== 'function') {
      return reply.status(404).send({ status: 404, message: `No such path: ${request.method} ${url}` });
    }
    // History fallback: every SPA route (spec section 2) is answered with the app shell.
    if (/\.[a-z0-9]+$/i.test(url)) return reply.status(404).send({ status: 404, message: 'Not found' });
    return reply.type('text/html').sendFile('index.html');
  });
}

function cleanMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : 'Bad request';
  if (/JSON/i.test(message)) return 'The request body is not valid JSON';
  return message.split('\n')[0]!.slice(0, 200);
}
