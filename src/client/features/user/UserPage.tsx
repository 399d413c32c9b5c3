import { useTranslation } from '../../i18n/i18n';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePublicConfigQuery } from '../../api/authApi';
import { useSessionUser } from '../../state/hooks';
import { InfoTable } from '../../components/InfoTable';
import { useState } from 'react';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** /user: the signed-in user's details; Email = login name + the institutional domain. */
export default function UserPage() {
  const user = useSessionUser();
  const { data: config } = usePublicConfigQuery();
  const [changing, setChanging] = useState(false);
  const { t } = useTranslation();
  if (!user) return null;
  const rows: [string, string | number][] = [
    [t('user.login'), user.username],
    [t('details.id'), user.id],
    [t('user.fullName'), user.name],
    ['Email', config ? `${user.username}@${config.emailDomain}` : '...'],
  ];
  return (
    <Paper sx={{ p: 3, maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('user.title')}
      </Typography>
      <InfoTable label={t('user.title')} rows={rows} labelWidth={160} />
      <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setChanging(true)}>
        {t('user.changePassword')}
      </Button>
      <ChangePasswordDialog user={user} open={changing} onClose={() => setChanging(false)} />
    </Paper>
  );
}
