import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef } from 'react';
import { useBlocker } from '../../components/router';
import { useTranslation } from '../../i18n/i18n';
import { unsavedWork } from '../../state/unsavedWork';

/** Moving between the marking routes (/teacherboardscore/unmarked -> marked after a first save) is not leaving. */
const MARKING_ROUTE = /^\/teacherboardscore(\/|$)/;

/**
 * Never lose an edit: while `dirty`, in-app navigation asks first and closing or reloading the tab warns.
 * Returns a function that lifts the guard at once (after a successful save, before navigating).
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !unsavedWork.isLeaveAllowed() &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(MARKING_ROUTE.test(currentLocation.pathname) && MARKING_ROUTE.test(nextLocation.pathname)),
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

  const dialog = (
    <Dialog open={blocker.state === 'blocked'} aria-labelledby="leave-title">
      <DialogTitle id="leave-title">{t('marking.leaveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('marking.leaveText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          {t('marking.stay')}
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          {t('marking.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { dialog, release: () => (dirtyRef.current = false) };
}
