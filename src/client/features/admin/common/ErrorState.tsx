import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessage } from '../../../api/baseApi';
import { useTranslation } from '../../../i18n/i18n';

/** A failed load: the server's message and Retry (never an empty list). */
export function ErrorState({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('adminUi.common.retry')}
        </Button>
      }
    >
      {t('adminUi.common.couldNotLoad', { what, reason: errorMessage(error, t('adminUi.common.noAnswer')) })}
    </Alert>
  );
}
