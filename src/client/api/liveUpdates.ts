import { useEffect } from 'react';
import type { LiveEvent } from '../../common/contract/live';
import { useAppDispatch } from '../state/hooks';
import { baseApi } from './baseApi';
import { LIVE_ORIGIN } from './liveOrigin';
import { markingChanges, publicationChanges } from './rowChanges';
import { changedTags } from './tagRules';
import type { Tag } from './tags';

const COALESCE_MS = 250;

/**
 * The tags a live event makes stale: the same as the write it announces (rowChanges.ts), for the board and project
 * it names — the screens showing that project's or that board's marks, and those showing marks they cannot name.
 * None for this tab's own write: its mutation has already refreshed them (liveOrigin.ts).
 */
export function liveEventTags(event: Partial<LiveEvent> & { origin?: string }, origin = LIVE_ORIGIN): Tag[] {
  const { kind, boardId, projectId } = event;
  if (event.origin === origin || typeof boardId !== 'number' || typeof projectId !== 'number') return [];
  if (kind === 'score') return changedTags(markingChanges({ boardId, projectId }));
  if (kind === 'published') return changedTags(publicationChanges({ boardId, projectId }));
  return [];
}

function parse(data: unknown): Partial<LiveEvent> & { origin?: string } {
  try {
    const event: unknown = typeof data === 'string' ? JSON.parse(data) : null;
    return event && typeof event === 'object' ? event : {};
  } catch {
    return {};
  }
}

/** Every kind of row a live event can announce a change of (whatever the board or project). */
const LIVE_KINDS = [...new Set([...markingChanges({ boardId: 0, projectId: 0 }), ...publicationChanges({ projectId: 0 })].map((c) => c.type))];

/** How long a refused stream (429 or 503: the server's limits) waits before the page asks for a new one. */
export const REOPEN_MS = 30_000;

/**
 * Live progress: listens to `/api/live` (Server-Sent Events) while signed in and refetches the screens a saved
 * mark or a publication changes, within a fraction of a second: the events of a quarter second are gathered and
 * their tags invalidated once. EventSource reconnects by itself after a dropped connection (the server ends each
 * stream after a few minutes, so the reconnect is authenticated again); a stream the server refused (an answer
 * other than 200 closes an EventSource for good) is asked for again after `REOPEN_MS`. Whenever a stream opens again,
 * the events sent while there was none were not heard: the screens showing marks or results are refetched once.
 */
export function useLiveUpdates(enabled: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const pending = new Map<string, Tag>();
    let opens = 0;
    const onOpen = () => {
      if (opens++ > 0) dispatch(baseApi.util.invalidateTags(LIVE_KINDS));
    };
    const onChange = (message: MessageEvent) => {
      for (const tag of liveEventTags(parse(message.data))) pending.set(`${tag.type}:${tag.id}`, tag);
      if (timer || pending.size === 0) return;
      timer = setTimeout(() => {
        timer = null;
        const tags = [...pending.values()];
        pending.clear();
        dispatch(baseApi.util.invalidateTags(tags));
      }, COALESCE_MS);
    };
    const onError = () => {
      if (source?.readyState !== EventSource.CLOSED || reopen) return;
      reopen = setTimeout(() => {
        reopen = null;
        open();
      }, REOPEN_MS);
    };
    const open = () => {
      source?.close();
      source = new EventSource('/api/live');
      source.addEventListener('open', onOpen);
      source.addEventListener('change', onChange);
      source.addEventListener('error', onError);
    };
    open();
    return () => {
      if (timer) clearTimeout(timer);
      if (reopen) clearTimeout(reopen);
      source?.removeEventListener('open', onOpen);
      source?.removeEventListener('change', onChange);
      source?.removeEventListener('error', onError);
      source?.close();
    };
  }, [enabled, dispatch]);
}
