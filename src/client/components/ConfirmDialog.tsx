import { useTranslation } from '../i18n/i18n';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  /** e.g. "This action can't be undone!! Do you want to remove this semester ID = 3 ?" */
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The spec's static confirm dialog: no close on backdrop click or Escape. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={() => undefined} aria-labelledby="confirm-dialog-title" aria-describedby="confirm-dialog-text">
      <DialogTitle id="confirm-dialog-title">{title ?? t('common.confirm')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-dialog-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {confirmLabel ?? t('common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export { removeQuestion } from './removeQuestion';
