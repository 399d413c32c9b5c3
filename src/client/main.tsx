import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/App';
import { makeRouter, preloadScreen } from './app/router';
import { makeStore } from './app/store';
import { initI18n } from './i18n/i18n';

// the opened screen's chunks load beside the entry, not after the first render
preloadScreen(window.location.pathname);

const store = makeStore();
const router = makeRouter();

// The chosen language's catalogue (a chunk of its own) is loaded before the first render: no flash of keys.
void initI18n().finally(() => {
  createRoot(document.getElementById('root')!).render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
});
