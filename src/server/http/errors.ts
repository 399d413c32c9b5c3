import { englishMessage, paramsOf, type MessageCode, type Params, type ParamsArg } from '../../common/messages/codes';

/**
 * Errors of the HTTP layer itself (the guard: no or bad token; CSRF; a body no handler can read). Domain rules throw
 * the errors of `domain/errors.ts`; `errorHandler.ts` turns both into the envelope {status, message, code, params}.
 * Like a domain error, one carries a message code (common/messages/en.ts) and its variables.
 */
export class ApiError extends Error {
  readonly params: Params;
  readonly code: MessageCode;

  constructor(
    /** HTTP status of the response (also the envelope's status) */
    readonly httpStatus: number,
    code: MessageCode,
    params?: Record<string, string | number>,
  ) {
    super(englishMessage(code, params));
    this.name = 'ApiError';
    this.code = code;
    this.params = paramsOf(params);
  }
}

/** An ApiError of a code with exactly its variables. */
export const apiError = <C extends MessageCode>(httpStatus: number, code: C, ...params: ParamsArg<C>) => new ApiError(httpStatus, code, params[0]);

/** 401: no or bad token. */
export const unauthorized = (code: 'logInFirst' | 'logInAgain' | 'sessionExpired' | 'sessionEnded' = 'logInAgain') => new ApiError(401, code);
/** 403: wrong role for the route: the domain's own refusal (one factory, one text). */
export { forbidden } from '../domain/errors';
