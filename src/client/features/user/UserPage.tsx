import { useTranslation } from '../../i18n/i18n';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePublicConfigQuery } from '../../api/authApi';
import { useSessionUser } from '../../state/hooks';
import { InfoTable } from '../../components/InfoTable';
import { lazy, Suspense, useState } from 'react';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { MailPreferences } from './MailPreferences';
import { useGetMyMailQuery } from '../../api/mailApi';

/** The calendar subscription of a lecturer or a student (features/schedule), downloaded when opened. */
const CalendarFeed = lazy(() => import('../schedule/CalendarFeed'));

/** /user: the signed-in user's details; Email = the address typed on the person, else login name + the institutional domain. */
export default function UserPage() {
  const user = useSessionUser();
  const { data: config } = usePublicConfigQuery();
  const { data: mail } = useGetMyMailQuery();
  const [changing, setChanging] = useState(false);
  const [feed, setFeed] = useState(false);
  const { t } = useTranslation();
  if (!user) return null;
  const rows: [string, string | number][] = [
    [t('user.login'), user.username],
    [t('details.id'), user.id],
    [t('user.fullName'), user.name],
    ['Email', mail ? mail.Address : config ? `${user.username}@${config.emailDomain}` : '...'],
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
      {(user.role === 'teach' || user.role === 'std') && (
        <Button variant="outlined" sx={{ mt: 2, ml: 1 }} aria-expanded={feed} onClick={() => setFeed((v) => !v)}>
          {t('schedule.feedTitle')}
        </Button>
      )}
      {feed && (
        <Suspense fallback={null}>
          <CalendarFeed />
        </Suspense>
      )}
      <MailPreferences />
      <ChangePasswordDialog user={user} open={changing} onClose={() => setChanging(false)} />
    </Paper>
  );
}
