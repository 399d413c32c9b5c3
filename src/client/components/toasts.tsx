import { useSnackbar as useNotistack, type SnackbarKey, type SnackbarMessage } from 'notistack';
import { useMemo } from 'react';

/**
 * The app's toasts are notistack's (the provider, its place and look: app/Toasts.tsx). This is the one way feature
 * code sends one: notistack's `enqueueSnackbar`, with the house rule that an error stays until the user closes it
 * (every other toast closes after 2000 ms, or the duration given).
 */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  variant?: ToastVariant;
  /** ms before it closes (2000 unless given; an error waits for its close button) */
  autoHideDuration?: number;
  /** false lets the same text show again while it is still on screen (each save says it was saved) */
  preventDuplicate?: boolean;
}

type Enqueue = (message: SnackbarMessage, options?: ToastOptions) => SnackbarKey;

export function useSnackbar(): { enqueueSnackbar: Enqueue; closeSnackbar: (key?: SnackbarKey) => void } {
  const { enqueueSnackbar, closeSnackbar } = useNotistack();
  return useMemo(
    () => ({
      enqueueSnackbar: (message, options = {}) => enqueueSnackbar(message, { ...options, persist: options.variant === 'error' }),
      closeSnackbar,
    }),
    [enqueueSnackbar, closeSnackbar],
  );
}
