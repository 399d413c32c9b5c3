import { useSnackbar, type ToastOptions } from './toasts';
import { useMemo } from 'react';

/**
 * The app's toasts (notistack, app/Toasts.tsx): top right, a success closing after 2000 ms unless a duration is
 * given, an error staying until closed. The text is given in the chosen language (`t`, a server answer through
 * `translateMessage`, a validation message through `translateValidation`) and shown as it is.
 */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (text: string, options: ToastOptions = {}) => enqueueSnackbar(text, { variant: 'success', ...options }),
      error: (text: string) => enqueueSnackbar(text, { variant: 'error' }),
    }),
    [enqueueSnackbar],
  );
}

export type Toast = ReturnType<typeof useToast>;
