import { lazy, Suspense, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { unsavedWork } from '../state/unsavedWork';

/** The question's dialog (MUI's modal, focus trap and transitions) loads when a navigation is held, not with the screen. */
const LeaveDialog = lazy(() => import('./LeaveDialog').then((m) => ({ default: m.LeaveDialog })));

/**
 * Never lose an edit (the marking grid, the board's minutes): while `dirty`, in-app navigation asks first and closing
 * or reloading the tab warns. Moving between two addresses that both match `sameScreen` is not leaving (the marking
 * routes: /teacherboardscore/unmarked -> marked after a first save). Returns a function that lifts the guard at once
 * (after a successful save, before navigating).
 */
export function useLeaveGuard(dirty: boolean, sameScreen?: RegExp) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !unsavedWork.isLeaveAllowed() &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(sameScreen && sameScreen.test(currentLocation.pathname) && sameScreen.test(nextLocation.pathname)),
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const dialog =
    blocker.state === 'blocked' ? (
      <Suspense fallback={null}>
        <LeaveDialog onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
      </Suspense>
    ) : null;
  return { dialog, release: () => (dirtyRef.current = false) };
}
