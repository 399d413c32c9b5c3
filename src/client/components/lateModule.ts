import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/** A module the app fetches once the first paint is done (whenIdle), shared by every screen that asks for it. */
export interface LateModule<M> {
  /** the module, when it has arrived */
  loaded(): M | null;
  /** fetches it (once; again after a failed fetch) */
  load(): Promise<M>;
}

export function lateModule<M>(importer: () => Promise<M>): LateModule<M> {
  let value: M | null = null;
  let pending: Promise<M> | null = null;
  const load = () =>
    (pending ??= importer().then(
      (m) => (value = m),
      (err: unknown) => {
        pending = null;
        throw err;
      },
    ));
  return { loaded: () => value, load };
}

/** How long a failed fetch (offline, a deploy in between) waits before the next try. */
const RETRY_MS = 10_000;

/**
 * The module once it has arrived, `null` until then: fetched when the browser is idle after the first paint, so a
 * screen paints without it. `beforeArrive` runs just before the screen draws again with it.
 */
export function useLateModule<M>(module: LateModule<M>, beforeArrive?: () => void): M | null {
  const [value, setValue] = useState<M | null>(module.loaded);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (value) return undefined;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const cancel = whenIdle(() => {
      module
        .load()
        .then((m) => {
          if (!live) return;
          beforeArrive?.();
          setValue(() => m);
        })
        .catch(() => {
          if (live) retry = setTimeout(() => setAttempt((a) => a + 1), RETRY_MS);
        });
    });
    return () => {
      live = false;
      cancel();
      clearTimeout(retry);
    };
    // beforeArrive is read when the module arrives, not a reason to fetch again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [module, value, attempt]);
  return value;
}
