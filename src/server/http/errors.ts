/**
 * Errors a route or a domain rule throws; the app's error handler turns each into
 * the envelope {status, message} (api.md convention 3). Never a stack trace.
 */
export class ApiError extends Error {
  constructor(
    /** HTTP status of the response */
    readonly httpStatus: number,
    message: string,
    /** inner status of the envelope; defaults to the HTTP status */
    readonly innerStatus: number = httpStatus,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 400: malformed input; the message names the field. */
export const badRequest = (message: string) => new ApiError(400, message);
/** 401: no or bad token. */
export const unauthorized = (message = 'Please log in again') => new ApiError(401, message);
/** 403: wrong role or not the owner. */
export const forbidden = (message = 'You are not allowed to do this') => new ApiError(403, message);
/** 404: unknown id. */
export const notFound = (what: string) => new ApiError(404, `${what} not found`);
/** 409: a domain rule the spec does not name (e.g. a record others depend on). */
export const conflict = (message: string) => new ApiError(409, message);
/**
 * A business refusal the spec names: HTTP 200 with the inner status the spec's client reads
 * (api.md convention 3), e.g. refused(401, 'Ineligible for publicity').
 */
export const refused = (innerStatus: number, message: string, extra: Record<string, unknown> = {}) =>
  new ApiError(200, message, innerStatus, extra);
