import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/App';
import { makeRouter, preloadScreen } from './app/router';
import { makeStore } from './app/store';

// the opened screen's chunks load beside the entry, not after the first render
preloadScreen(window.location.pathname);

const store = makeStore();
const router = makeRouter();

createRoot(document.getElementById('root')!).render(
  <AppProviders store={store}>
    <RouterProvider router={router} />
  </AppProviders>,
);
