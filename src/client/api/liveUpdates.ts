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

/**
 * Live progress: listens to `/api/live` (Server-Sent Events) while signed in and refetches the screens a saved
 * mark or a publication changes, within a fraction of a second: the events of a quarter second are gathered and
 * their tags invalidated once. EventSource reconnects by itself (the server ends each stream after a few minutes,
 * so the reconnect is authenticated again).
 */
export function useLiveUpdates(enabled: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/live');
    let timer: ReturnType<typeof setTimeout> | null = null;
    const pending = new Map<string, Tag>();
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
    source.addEventListener('change', onChange);
    return () => {
      if (timer) clearTimeout(timer);
      source.removeEventListener('change', onChange);
      source.close();
    };
  }, [enabled, dispatch]);
}
