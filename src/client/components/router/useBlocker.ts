import { useEffect, useRef, useState } from 'react';
import { useGuards, type BlockerCheck } from './Router';

export interface Blocker {
  state: 'unblocked' | 'blocked';
  /** makes the held move (state 'blocked' only) */
  proceed?: () => void;
  /** stays where the user is (state 'blocked' only) */
  reset?: () => void;
}

/**
 * Holds a move (a link, navigate(), the browser's back and forward buttons) while `check` says so: the caller asks the
 * user, then proceeds or resets — React Router's useBlocker.
 */
export function useBlocker(check: BlockerCheck): Blocker {
  const guards = useGuards();
  const latest = useRef(check);
  latest.current = check;
  const [blocker, setBlocker] = useState<Blocker>({ state: 'unblocked' });
  useEffect(
    () =>
      guards({
        check: (move) => latest.current(move),
        hold: (proceed) =>
          setBlocker({
            state: 'blocked',
            proceed: () => {
              setBlocker({ state: 'unblocked' });
              proceed();
            },
            reset: () => setBlocker({ state: 'unblocked' }),
          }),
      }),
    [guards],
  );
  return blocker;
}
