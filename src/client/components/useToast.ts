import { useSnackbar, type OptionsObject } from 'notistack';
import { useMemo } from 'react';
import { translateValidation } from '../i18n/i18n';

/**
 * The app's toasts: notistack's SnackbarProvider (App.tsx) puts them top right for 2000 ms unless a duration is
 * given; their colours meet WCAG AA through components/toastStyles.tsx. A text still in the spec's English (a shared
 * schema's or a known server message) shows in the chosen language; any other text as it is given.
 */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (text: string, options: OptionsObject = {}) => enqueueSnackbar(translateValidation(text), { variant: 'success', ...options }),
      error: (text: string) => enqueueSnackbar(translateValidation(text), { variant: 'error' }),
    }),
    [enqueueSnackbar],
  );
}

export type Toast = ReturnType<typeof useToast>;
