import { englishMessage, paramsOf, type MessageCode, type Params, type ParamsArg } from '../../common/messages/codes';
import { englishText } from '../../common/validation/english';
import type { Said, SaidCode } from '../../common/validation/says';

/**
 * Errors the domain throws. Each carries a message code of the one table (common/messages/en.ts) and its variables;
 * the English `message` is that table's text filled in. `http/errorHandler.ts` is the one place that turns each kind
 * into an HTTP status and the envelope {status, message, code, params} (api.md convention 3). The factories below
 * are the way to make them: `refused(401, 'ineligibleForPublicity')`, `notFound('courseNamedNotFound', { name })`.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: 'badInput' | 'forbidden' | 'notFound' | 'conflict' | 'refused' | 'tooMany' | 'unavailable';
  /** the variables of the code's text, as the envelope carries them */
  readonly params: Params;

  constructor(
    /** a code of the server's table, or of the shared schemas' validation messages (BadInput by `invalid`) */
    readonly code: SaidCode,
    params?: Record<string, string | number>,
    /** the English text when it is not the server table's (a shared schema's validation message) */
    message?: string,
  ) {
    super(message ?? englishMessage(code as MessageCode, params));
    this.params = paramsOf(params);
  }
}

/** Malformed input: the message names the field (HTTP 400). */
export class BadInput extends DomainError {
  readonly kind = 'badInput';
}

/** The caller may not do this (HTTP 403). */
export class Forbidden extends DomainError {
  readonly kind = 'forbidden';
}

/** No such record (HTTP 404). */
export class NotFound extends DomainError {
  readonly kind = 'notFound';
}

/** A domain rule the spec does not name, e.g. a record others depend on (HTTP 409). */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/** Too many tries: HTTP 429 with `Retry-After`; the code's text says when to retry (`{{seconds}}`). */
export class TooMany extends DomainError {
  readonly kind = 'tooMany';
  constructor(
    readonly retryAfterSeconds: number,
    code: 'tooManyLogins' | 'loginsBusy' | 'tooManyPasswordTries' | 'passwordChecksBusy' | 'documentsBusy' | 'importsBusy' | 'addressBusy' | 'rateLimited',
  ) {
    super(code, { seconds: retryAfterSeconds });
  }
}

/** The database does not answer (HTTP 503 with `Retry-After`); `extra` adds envelope fields (health's report). */
export class Unavailable extends DomainError {
  readonly kind = 'unavailable';
  constructor(readonly extra: Record<string, unknown> = {}) {
    super('databaseUnavailable');
  }
}

/** The process is overloaded (HTTP 503 with `Retry-After`): the request was fine, the server asks for it again later. */
export class Overloaded extends DomainError {
  readonly kind = 'unavailable';
  constructor(readonly retryAfterSeconds: number) {
    super('serverBusy', { seconds: retryAfterSeconds });
  }
}

/**
 * A business refusal the spec names: answered with HTTP 200 and `innerStatus` in the envelope, which the
 * spec's client reads (e.g. refused(401, 'ineligibleForPublicity')). `extra` adds envelope fields.
 */
export class Refused extends DomainError {
  readonly kind = 'refused';
  constructor(
    readonly innerStatus: number,
    code: SaidCode,
    params?: Record<string, string | number>,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code, params);
  }

  /** HTTP status the refusal is answered with: 200 (the spec's envelope) unless a route beyond the spec says otherwise. */
  httpStatus = 200;

  /** The same refusal with fields of its own in the envelope (an import's refused rows). */
  with(extra: Record<string, unknown>): Refused {
    const copy = new Refused(this.innerStatus, this.code, this.params, { ...this.extra, ...extra });
    copy.httpStatus = this.httpStatus;
    return copy;
  }

  /** Answered with its inner status as the HTTP status too (routes beyond the spec: the .xlsx imports). */
  overHttp(): this {
    this.httpStatus = this.innerStatus;
    return this;
  }
}

export const badRequest = <C extends MessageCode>(code: C, ...params: ParamsArg<C>) => new BadInput(code, params[0]);
/** 403: the caller may not do this. One factory, one default text (the guard's wrong role too). */
export const forbidden = <C extends MessageCode = 'forbidden'>(code: C = 'forbidden' as C, ...params: ParamsArg<C>) => new Forbidden(code, params[0]);
export const notFound = <C extends MessageCode>(code: C, ...params: ParamsArg<C>) => new NotFound(code, params[0]);
export const conflict = <C extends MessageCode>(code: C, ...params: ParamsArg<C>) => new Conflict(code, params[0]);
export const refused = <C extends MessageCode>(innerStatus: number, code: C, ...params: ParamsArg<C>) => new Refused(innerStatus, code, params[0]);

/**
 * 400 with a shared Yup schema's (or the password rules') message by code (common/validation/says.ts): the envelope
 * carries its code and params, `message` its English text (common/validation/texts/en.ts, the spec's).
 */
export const invalid = (said: Said) => new BadInput(said.code, said.params, englishText(said));

/** The rows of a lookup by id, or NotFound(code) when there are none. */
export function found<T, C extends MessageCode>(rows: T[], code: C, ...params: ParamsArg<C>): T[] {
  if (rows.length === 0) throw new NotFound(code, params[0]);
  return rows;
}

/** A refusal's reason kept for later: a row of a bulk answer, or thrown when one student was asked for. */
export interface Reason {
  code: MessageCode;
  params?: Record<string, string | number>;
}
export const reason = <C extends MessageCode>(code: C, ...params: ParamsArg<C>): Reason => ({ code, params: params[0] });
/** The English text of a reason (a bulk answer's row). */
export const reasonText = (r: Reason): string => englishMessage(r.code, r.params);

/** A refused row of an import by a server rule: its English message, code and variables. */
export const rowError = <C extends MessageCode>(row: number, field: string, code: C, ...params: ParamsArg<C>) => ({
  row,
  field,
  message: englishMessage(code, params[0]),
  code,
  ...(params[0] ? { params: paramsOf(params[0]) } : {}),
});

/** A refused row of an import whose reason was made elsewhere (a schedule conflict's sentence): the same shape. */
export const reasonRowError = (row: number, field: string, why: Reason) => ({
  row,
  field,
  message: reasonText(why),
  code: why.code,
  ...(why.params && Object.keys(why.params).length > 0 ? { params: paramsOf(why.params) } : {}),
});
