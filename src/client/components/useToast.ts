import { useSnackbar, type ToastOptions } from './toasts';
import { useMemo } from 'react';
import { translateValidation } from '../i18n/i18n';

/**
 * The app's toasts: the toast area (components/toasts.tsx, mounted by App.tsx) shows them top right for 2000 ms unless
 * a duration is given. A text still in the spec's English (a shared
 * schema's or a known server message) shows in the chosen language; any other text as it is given.
 */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (text: string, options: ToastOptions = {}) => enqueueSnackbar(translateValidation(text), { variant: 'success', ...options }),
      error: (text: string) => enqueueSnackbar(translateValidation(text), { variant: 'error' }),
    }),
    [enqueueSnackbar],
  );
}

export type Toast = ReturnType<typeof useToast>;
