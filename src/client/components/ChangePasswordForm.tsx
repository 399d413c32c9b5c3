import { t as translate } from '../i18n/i18n';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../../common/roles';
import { changePasswordFormSchema, PASSWORD_MIN } from '../../common/validation/password';
import { useChangePasswordMutation } from '../api/accountApi';
import { baseApi, errorMessage } from '../api/baseApi';
import { useAppDispatch } from '../state/hooks';
import { clearSessionCookies, loggedOut, type SessionUser } from '../state/sessionSlice';
import { FormText } from './formFields';
import { useToast } from './useToast';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The shared Yup rule (common/validation/password.ts) with the username as its context: Formik's `validate`. */
export async function validateChangePassword(values: ChangePasswordValues, username: string): Promise<FormikErrors<ChangePasswordValues>> {
  try {
    await validateYupSchema(values, changePasswordFormSchema, false, { username });
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

/**
 * A password change ends every session of the account on the server, this one included: the browser forgets the
 * session and the user logs in again with the new password.
 */
function useSignInAgain(user: SessionUser) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  return () => {
    clearSessionCookies();
    dispatch(loggedOut());
    dispatch(baseApi.util.resetApiState());
    toast.success(translate('user.changedToast'), { autoHideDuration: 6000 });
    // after the route guards have reacted to the ended session (they send a visitor to /)
    setTimeout(() => void navigate(LOGIN_PATH[user.role], { replace: true }), 0);
  };
}

/**
 * Change the own password: current, new and confirmation, checked with the shared rule (at least
 * 12 characters, not only spaces, not the username, not a common password); the server's refusal (e.g. a wrong current password)
 * shows under the form.
 */
export function ChangePasswordForm({ user, onCancel }: { user: SessionUser; onCancel?(): void }) {
  const [change] = useChangePasswordMutation();
  const [failure, setFailure] = useState('');
  const signInAgain = useSignInAgain(user);
  return (
    <Formik<ChangePasswordValues>
      initialValues={EMPTY}
      validate={(values) => validateChangePassword(values, user.username)}
      onSubmit={async ({ currentPassword, newPassword }) => {
        setFailure('');
        try {
          await change({ currentPassword, newPassword }).unwrap();
          signInAgain();
        } catch (error) {
          setFailure(errorMessage(error, translate('user.changeError')));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Box component={Form} noValidate aria-label={translate('user.changePassword')}>
          {/* lets password managers tie the new password to the account */}
          <input type="text" name="username" value={user.username} autoComplete="username" readOnly hidden />
          <Stack spacing={1}>
            <FormText name="currentPassword" label={translate('user.currentPassword')} type="password" autoComplete="current-password" />
            <FormText name="newPassword" label={translate('user.newPassword', { min: PASSWORD_MIN })} type="password" autoComplete="new-password" />
            <FormText name="confirmPassword" label={translate('user.confirmPassword')} type="password" autoComplete="new-password" />
          </Stack>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            {onCancel && (
              <Button onClick={onCancel} disabled={isSubmitting}>
                {translate('common.cancel')}
              </Button>
            )}
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? translate('user.saving') : translate('user.changePassword')}
            </Button>
          </Stack>
        </Box>
      )}
    </Formik>
  );
}
