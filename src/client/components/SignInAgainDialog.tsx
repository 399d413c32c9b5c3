import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useLoginMutation } from '../api/authApi';
import { errorMessage } from '../api/baseApi';
import { translateMessage, useTranslation } from '../i18n/i18n';
import { useAppDispatch, useSessionUser } from '../state/hooks';
import { loggedIn, persistSession } from '../state/sessionSlice';

export interface SignInAgainDialogProps {
  open: boolean;
  /** what waits for the sign-in, e.g. "Your 12 marks are kept and will be saved after you sign in." */
  reason: string;
  onSignedIn(): void;
  onCancel(): void;
}

/**
 * Session expiry without loss: the same account signs in again in place; the screen behind keeps
 * everything typed and retries its pending save. Another username is not offered (drafts belong to the account).
 */
export function SignInAgainDialog({ open, reason, onSignedIn, onCancel }: SignInAgainDialogProps) {
  const user = useSessionUser();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [login, { isLoading }] = useLoginMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!user) return;
    setError('');
    try {
      const res = await login({ role: user.role, username: user.username, password }).unwrap();
      const record = res.data.data?.[0];
      if (res.data.status === 200 && record) {
        persistSession(record);
        dispatch(loggedIn({ user: record }));
        setPassword('');
        onSignedIn();
      } else {
        // the refusal's code and params, when the answer carries them (common/messages)
        const refusal = res.data as { message?: string; code?: string; status: number; params?: Record<string, string> };
        setError(refusal.message ? translateMessage(refusal.message, refusal.code, refusal.status, refusal.params ?? {}) : t('errors.invalidLogin'));
      }
    } catch (err) {
      setError(errorMessage(err, t('marking.signIn.unreachable')));
    }
  };

  return (
    <Dialog open={open} onClose={() => undefined} aria-labelledby="signin-again-title" aria-describedby="signin-again-text">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="signin-again-title">{t('marking.signIn.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="signin-again-text" sx={{ mb: 2 }}>
            {reason}
          </DialogContentText>
          <TextField label={t('marking.signIn.username')} value={user?.username ?? ''} fullWidth margin="dense" slotProps={{ htmlInput: { readOnly: true } }} />
          <TextField
            label={t('marking.signIn.password')}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            fullWidth
            margin="dense"
            autoFocus
            autoComplete="current-password"
          />
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('marking.signIn.notNow')}</Button>
          <Button type="submit" variant="contained" disabled={isLoading || password === ''}>
            {t('marking.signIn.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
