import { DATABASE_UNAVAILABLE } from '../db/faults';

/**
 * Errors the domain throws. They say what went wrong in domain terms; `http/errorHandler.ts` is the one
 * place that turns each kind into an HTTP status and the envelope {status, message} (api.md convention 3).
 */
export abstract class DomainError extends Error {
  abstract readonly kind: 'badInput' | 'forbidden' | 'notFound' | 'conflict' | 'refused' | 'tooMany' | 'unavailable';
}

/** Malformed input: the message names the field (HTTP 400). */
export class BadInput extends DomainError {
  readonly kind = 'badInput';
}

/** The caller may not do this (HTTP 403). */
export class Forbidden extends DomainError {
  readonly kind = 'forbidden';
}

/** No such record (HTTP 404); the message is "<what> not found". */
export class NotFound extends DomainError {
  readonly kind = 'notFound';
  constructor(what: string) {
    super(`${what} not found`);
  }
}

/** A domain rule the spec does not name, e.g. a record others depend on (HTTP 409). */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/** Too many tries (credential checks): HTTP 429 with `Retry-After`; the message says when to retry. */
export class TooMany extends DomainError {
  readonly kind = 'tooMany';
  constructor(
    readonly retryAfterSeconds: number,
    why: string,
  ) {
    super(`${why}; try again in ${retryAfterSeconds} seconds`);
  }
}

/** The database does not answer (HTTP 503 with `Retry-After`); `extra` adds envelope fields (health's report). */
export class Unavailable extends DomainError {
  readonly kind = 'unavailable';
  constructor(readonly extra: Record<string, unknown> = {}) {
    super(DATABASE_UNAVAILABLE);
  }
}

/**
 * A business refusal the spec names: answered with HTTP 200 and `innerStatus` in the envelope, which the
 * spec's client reads (e.g. new Refused(401, 'Ineligible for publicity')). `extra` adds envelope fields.
 */
export class Refused extends DomainError {
  readonly kind = 'refused';
  constructor(
    readonly innerStatus: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new BadInput(message);
export const forbidden = (message = 'You are not allowed to do this') => new Forbidden(message);
export const notFound = (what: string) => new NotFound(what);
export const conflict = (message: string) => new Conflict(message);
export const refused = (innerStatus: number, message: string, extra: Record<string, unknown> = {}) => new Refused(innerStatus, message, extra);

/** The rows of a lookup by id, or NotFound(what) when there are none. */
export function found<T>(rows: T[], what: string): T[] {
  if (rows.length === 0) throw notFound(what);
  return rows;
}
