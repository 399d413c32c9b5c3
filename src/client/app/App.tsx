import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { useMuiLocale } from '../i18n/muiLocale';
import { theme } from './theme';
import { Toasts } from './Toasts';

/**
 * Every provider the signed-in screens rely on: store and theme. MUI's own texts (DataGrid, date pickers) follow the
 * chosen language; date pickers bring their own LocalizationProvider (components/formFields.tsx) so that they stay
 * out of the signed-in chunk. The app's toasts are above them all (app/Toasts.tsx, the root route's: the shell passes
 * `toasts={false}`); a test rendering one screen gets its own.
 */
export function AppProviders({ store, toasts = true, children }: { store: AppStore; toasts?: boolean; children: ReactNode }) {
  const locale = useMuiLocale();
  const localized = useMemo(() => (locale.themeLocales.length ? createTheme(theme, ...locale.themeLocales) : theme), [locale]);
  return (
    <Provider store={store}>
      <ThemeProvider theme={localized}>
        <CssBaseline />
        {toasts ? <Toasts>{children}</Toasts> : children}
      </ThemeProvider>
    </Provider>
  );
}
