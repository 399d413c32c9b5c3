import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessage } from '../../../api/baseApi';

/** A failed load: the server's message and Retry (never an empty list). */
export function ErrorState({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {`Could not load ${what}: ${errorMessage(error, 'the server did not answer')}`}
    </Alert>
  );
}
