import { useEffect } from 'react';
import { useAppDispatch } from '../state/hooks';
import { baseApi } from './baseApi';
import { listTag } from './tags';

/** What a live event can change on screen: marks, ticks, completion trackers, published results. */
const LIVE_TAGS = (['Score', 'Published', 'History'] as const).map(listTag);
const COALESCE_MS = 250;

/**
 * Live progress: listens to `/api/live` (Server-Sent Events) while signed in and refetches the
 * screens a saved mark or a publication changes, within a fraction of a second. EventSource reconnects by itself
 * (the server ends each stream after a few minutes, so the reconnect is authenticated again).
 */
export function useLiveUpdates(enabled: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/live');
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onChange = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        dispatch(baseApi.util.invalidateTags(LIVE_TAGS));
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
