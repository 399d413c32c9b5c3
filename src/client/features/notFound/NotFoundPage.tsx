import { useTranslation } from '../../i18n/i18n';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 4, maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('notFound.text')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('notFound.back')}
      </Button>
    </Paper>
  );
}
