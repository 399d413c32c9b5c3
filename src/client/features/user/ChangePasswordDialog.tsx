import { t as translate } from '../../i18n/i18n';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ChangePasswordForm } from '../../components/ChangePasswordForm';
import type { SessionUser } from '../../state/sessionSlice';

/** /user: "Change password" in a dialog; a change signs every session out, this one included. */
export function ChangePasswordDialog({ user, open, onClose }: { user: SessionUser; open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="change-password-title" fullWidth maxWidth="xs">
      <DialogTitle id="change-password-title">{translate('user.changePassword')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('user.changeNotice')}</DialogContentText>
        {open && <ChangePasswordForm user={user} onCancel={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
