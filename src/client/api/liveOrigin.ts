/**
 * This tab's name on the live stream: sent with the writes the server announces (a marking save), and carried back
 * in their live event, so the tab that made the change — which has already refreshed through its mutation's
 * tags — does not refetch the same screens again for its own echo. Other tabs, even of the same account, differ.
 */
export const LIVE_ORIGIN: string =
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export const LIVE_ORIGIN_HEADER = 'x-live-origin';

export const liveOriginHeader = (): Record<string, string> => ({ [LIVE_ORIGIN_HEADER]: LIVE_ORIGIN });
