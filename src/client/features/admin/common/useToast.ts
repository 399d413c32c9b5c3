import { useSnackbar, type OptionsObject } from 'notistack';
import { useMemo } from 'react';

/** notistack's default success green (#43a047) fails WCAG AA contrast with white text: use the theme's darker green. */
const SUCCESS_STYLE = { backgroundColor: '#2e7d32', color: '#fff' };

/** Toasts of the admin console (top right, 2000 ms unless a duration is given). */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (text: string, options: OptionsObject = {}) => enqueueSnackbar(text, { variant: 'success', style: SUCCESS_STYLE, ...options }),
      error: (text: string) => enqueueSnackbar(text, { variant: 'error' }),
    }),
    [enqueueSnackbar],
  );
}
