/**
 * Errors of the HTTP layer itself (the guard: no or bad token, wrong role). Domain rules throw the
 * errors of `domain/errors.ts`; `errorHandler.ts` turns both into the envelope {status, message}.
 */
export class ApiError extends Error {
  constructor(
    /** HTTP status of the response (also the envelope's status) */
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 401: no or bad token. */
export const unauthorized = (message = 'Please log in again') => new ApiError(401, message);
/** 403: wrong role for the route: the domain's own refusal (one factory, one text). */
export { forbidden } from '../domain/errors';
