import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { clearSessionCookies, loggedOut } from '../state/sessionSlice';
import { isSessionHeld } from './sessionHold';
import { markSessionEnded } from '../state/sessionEnded';
import type { Role } from '../../common/roles';
import type { Envelope as WireEnvelope } from '../../common/contract/kit';
import { translateCoded, translateMessage } from '../i18n/i18n';
import { TAG_TYPES } from './tags';

/** The API root; absolute so that it also works under Node's Request (tests). */
export function apiRoot(): string {
  const origin = typeof window !== 'undefined' && window.location?.origin ? window.location.origin : 'http://localhost';
  return `${origin}/api`;
}

interface SessionState {
  session: { user: { role: Role } | null };
}

/** The session travels in the server's HttpOnly cookie (same origin): no Authorization header from the SPA. */
const rawBaseQuery = fetchBaseQuery({ baseUrl: apiRoot(), credentials: 'same-origin' });

/** Every state-changing call declares JSON, even without a body: the server refuses anything else (CSRF rule). */
function asJson(args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string' || !args.method || args.method.toUpperCase() === 'GET' || args.body !== undefined) return args;
  const headers = new Headers(args.headers as HeadersInit | undefined);
  headers.set('content-type', 'application/json');
  return { ...args, headers };
}

/**
 * A 401 on a signed-in call means the session is over: clear it (the route guards send the user to /) — unless
 * a screen holds the session (api/sessionHold.ts): it signs the same user in again in place.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(asJson(args), api, extra);
  const user = (api.getState() as SessionState).session.user;
  if (result.error?.status === 401 && user && !isSessionHeld()) {
    // the login page says why and brings the user back here
    markSessionEnded({ role: user.role, path: `${window.location.pathname}${window.location.search}` });
    clearSessionCookies();
    api.dispatch(loggedOut());
  }
  return result;
};

export { TAG_TYPES };

/** The one RTK Query API; every resource injects its endpoints (api/<resource>Api.ts). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** The `build` argument of `baseApi.injectEndpoints({ endpoints: (build) => ... })`. */
export type ApiBuilder = Parameters<Parameters<typeof baseApi.injectEndpoints>[0]['endpoints']>[0];

/**
 * The message of a failed call or a refused envelope (envelopeCall), for toasts and inline errors; also reads the
 * spec's misspelt 'massage' field (template add).
 */
export function errorMessage(error: unknown, fallback = 'This operation cannot be performed'): string {
  const data = (error as { data?: { message?: unknown; massage?: unknown; code?: unknown; status?: unknown; params?: unknown } } | undefined)?.data;
  const code = typeof data?.code === 'string' ? data.code : undefined;
  // the variables of the code's text; an answer with a code and none has a text without variables
  let params = code ? ((typeof data?.params === 'object' && data.params !== null ? data.params : {}) as Record<string, string>) : undefined;
  // a schedule refusal's details are English sentences: said again from each conflict's own code and variables
  const conflicts = (data as { conflicts?: unknown } | undefined)?.conflicts;
  if (code === 'scheduleConflict' && Array.isArray(conflicts)) {
    const lines = (conflicts as Array<{ Code?: string; Params?: Record<string, string>; Text?: string }>).map((c) => translateCoded(c.Code, c.Params) ?? c.Text ?? '');
    params = { ...params, details: lines.join('; ') };
  }
  const status = typeof data?.status === 'number' ? data.status : undefined;
  // Shown in the chosen language (the stable code's translation), the English text as sent otherwise.
  if (data && typeof data.massage === 'string' && data.massage) return translateMessage(data.massage, code, status, params);
  if (data && typeof data.message === 'string' && data.message) return translateMessage(data.message, code, status, params);
  return fallback && translateMessage(fallback);
}

/** The envelope most calls answer with (api.md convention 2; the wire shape is common/contract/kit.ts). */
export type Envelope<T = unknown> = WireEnvelope<T>;
