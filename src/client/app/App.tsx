import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { ToastArea } from '../components/toasts';
import { useMuiLocale } from '../i18n/muiLocale';
import { theme } from './theme';

/** Toasts (top right, 2000 ms). The full app mounts it above every route, so a toast outlives the screen that sent it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <ToastArea>{children}</ToastArea>
  );
}

/**
 * Every provider the screens rely on: store, theme, toasts (unless `toasts={false}`: the full app's router gives
 * them). MUI's own texts (DataGrid, date pickers) follow the chosen language; date pickers bring their
 * own LocalizationProvider (components/formFields.tsx) so that they stay out of the entry chunk.
 */
export function AppProviders({ store, toasts = true, children }: { store: AppStore; toasts?: boolean; children: ReactNode }) {
  const locale = useMuiLocale();
  const localized = useMemo(() => (locale.themeLocales.length ? createTheme(theme, ...locale.themeLocales) : theme), [locale]);
  return (
    <Provider store={store}>
      <ThemeProvider theme={localized}>
        <CssBaseline />
        {toasts ? <ToastProvider>{children}</ToastProvider> : children}
      </ThemeProvider>
    </Provider>
  );
}
