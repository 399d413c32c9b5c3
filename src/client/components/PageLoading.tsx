import { useTranslation } from '../i18n/i18n';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a lazily loaded area or a page's data arrives. */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4, justifyContent: 'center' }}>
      <CircularProgress size={28} aria-hidden />
      <span>{label ?? t('common.loading')}</span>
    </Box>
  );
}
