import { useSnackbar, type OptionsObject } from 'notistack';
import { useMemo } from 'react';

/**
 * The app's toasts: notistack's SnackbarProvider (App.tsx) puts them top right for 2000 ms unless a duration is
 * given; their colours meet WCAG AA through components/toastStyles.tsx.
 */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (text: string, options: OptionsObject = {}) => enqueueSnackbar(text, { variant: 'success', ...options }),
      error: (text: string) => enqueueSnackbar(text, { variant: 'error' }),
    }),
    [enqueueSnackbar],
  );
}

export type Toast = ReturnType<typeof useToast>;
