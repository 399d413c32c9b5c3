import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/i18n';
import { Link as RouterLink } from 'react-router-dom';
import { PublicFrame } from '../../components/PublicFrame';

/** Landing (/): logo, title, the three login buttons and the footer. */
export default function LandingPage() {
  const { t } = useTranslation();
  return (
    <PublicFrame logoSize={48} titleVariant="h4">
      <Typography variant="h4" component="h1" align="center" gutterBottom>
        {t('landing.title')}
      </Typography>
      <Stack spacing={2}>
        <Button component={RouterLink} to="/loginstudent" variant="contained" size="large">
          {t('landing.student')}
        </Button>
        <Button component={RouterLink} to="/loginteacher" variant="contained" size="large">
          {t('landing.lecturer')}
        </Button>
        <Button component={RouterLink} to="/loginadmin" variant="contained" size="large">
          {t('landing.admin')}
        </Button>
      </Stack>
    </PublicFrame>
  );
}
