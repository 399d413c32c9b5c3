import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The URL as the log may keep it: a path segment or a query value that looks like a secret (a calendar feed's
 * address, a link's token: 32 or more URL-safe characters) is written as `***`. Ids, names and searches stay.
 */
export function maskedUrl(url: string): string {
  return url.replace(/([/=])[A-Za-z0-9_-]{32,}/g, '$1***');
}

/** The log levels at which request lines are written (the child logger per request exists only at these, app.ts). */
export const WRITES_INFO: ReadonlySet<string> = new Set(['trace', 'debug', 'info']);

/**
 * One log line per request, when the answer is sent: method, URL, status and time. Fastify's default writes two
 * lines a request ("incoming request", "request completed") and serializes the request (headers through the
 * redaction paths) each time — the largest per-request cost at LOG_LEVEL=info. Headers (cookies,
 * authorization) are never logged here. Fastify's other log lines (errors, 404s) are unchanged.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {
    // nothing: the completion line says it all
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // at LOG_LEVEL warn and above (production) a request that went well costs no line object and no clock read
    if (!error && !WRITES_INFO.has(reply.log.level)) return;
    const line = { method: request.method, url: maskedUrl(request.url), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
