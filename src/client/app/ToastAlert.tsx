import Alert, { type AlertColor } from '@mui/material/Alert';
import { ThemeProvider } from '@mui/material/styles';
import { useSnackbar, type SnackbarKey, type SnackbarMessage, type VariantType } from 'notistack';
import { useTranslation } from '../i18n/i18n';
import { theme } from './theme';

/** notistack's variants as the theme's colours: a plain message in the primary colour. */
const SEVERITY: Record<VariantType, AlertColor> = { default: 'info', info: 'info', success: 'success', error: 'error', warning: 'warning' };

/**
 * A toast's look (app/Toasts.tsx): MUI's filled Alert in the theme's colour (the app's success and error colours meet
 * AA contrast with white; the warning's orange takes dark text), with a close button named in the chosen language.
 * The toasts sit above the signed-in app's theme provider, so this gives them the app's theme itself.
 */
export default function ToastAlert({ id, message, variant }: { id: SnackbarKey; message: SnackbarMessage; variant: VariantType }) {
  const { closeSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return (
    <ThemeProvider theme={theme}>
      <Alert
        variant="filled"
        severity={SEVERITY[variant]}
        onClose={() => closeSnackbar(id)}
        closeText={t('common.closeToast')}
        sx={{
          minWidth: 288,
          maxWidth: 'min(560px, calc(100vw - 40px))',
          overflowWrap: 'anywhere',
          boxShadow: 6,
          ...(variant === 'info' || variant === 'default' ? { bgcolor: 'primary.main' } : {}),
          ...(variant === 'warning' ? { color: 'text.primary' } : {}),
        }}
      >
        {message}
      </Alert>
    </ThemeProvider>
  );
}
