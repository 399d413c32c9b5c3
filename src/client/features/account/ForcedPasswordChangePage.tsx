import { t as translate, useTranslation } from '../../i18n/i18n';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router-dom';
import { ROLE_HOME } from '../../../common/roles';
import { ChangePasswordForm } from '../../components/ChangePasswordForm';
import { useSessionUser } from '../../state/hooks';

/**
 * /change-password: after an admin reset the user must choose a new password before anything else (every other
 * signed-in route sends them here, app/RequireRole.tsx). The change signs them out; they log in with the new one.
 */
export default function ForcedPasswordChangePage() {
  const user = useSessionUser();
  useTranslation();
  if (!user) return <Navigate to="/" replace />;
  if (!user.mustChangePassword) return <Navigate to={ROLE_HOME[user.role]} replace />;
  return (
    <Paper sx={{ p: 3, maxWidth: 520, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('user.chooseNew')}
      </Typography>
      <Alert severity="info" role="note" sx={{ mb: 2 }}>
        {translate('user.resetNotice')}
      </Alert>
      <ChangePasswordForm user={user} />
    </Paper>
  );
}
