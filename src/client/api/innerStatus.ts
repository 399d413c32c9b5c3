import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Envelope } from './baseApi';

/** What RTK Query hands a queryFn as its 4th argument (the base query of baseApi). */
type CallBase = (arg: string | FetchArgs) => PromiseLike<{ data?: unknown; error?: FetchBaseQueryError }> | { data?: unknown; error?: FetchBaseQueryError };

/** Inner statuses that mean success (api.md convention 3: 200, and 201 where the spec says so). */
export const isInnerSuccess = (status: unknown) => status === 200 || status === 201;

/**
 * A mutation whose answer is the envelope {status, message, data}: a business refusal travels as HTTP 200 with an
 * inner status other than 200/201, and is turned into an error here ({status: 'CUSTOM_ERROR', data: envelope}),
 * so screens treat both kinds of failure alike (errorMessage(error) reads its message).
 */
export function envelopeCall<Arg, T = unknown>(request: (arg: Arg) => string | FetchArgs) {
  return async (arg: Arg, _api: unknown, _extra: unknown, baseQuery: CallBase) => {
    const result = await baseQuery(request(arg));
    if (result.error) return { error: result.error };
    const envelope = result.data as Envelope<T>;
    if (envelope && typeof envelope === 'object' && 'status' in envelope && !isInnerSuccess(envelope.status)) {
      const error: FetchBaseQueryError = { status: 'CUSTOM_ERROR', data: envelope, error: envelope.message ?? '' };
      return { error };
    }
    return { data: envelope };
  };
}
