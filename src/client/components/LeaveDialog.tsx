import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../i18n/i18n';

/** The question of LeaveGuard.tsx while a navigation with unsaved work waits: stay (the default) or leave. */
export function LeaveDialog({ onStay, onLeave }: { onStay(): void; onLeave(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open aria-labelledby="leave-title">
      <DialogTitle id="leave-title">{t('marking.leaveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('marking.leaveText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          {t('marking.stay')}
        </Button>
        <Button color="error" onClick={onLeave}>
          {t('marking.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
