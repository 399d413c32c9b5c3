import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/App';
import { makeRouter } from './app/router';
import { makeStore } from './app/store';

const store = makeStore();
const router = makeRouter();

createRoot(document.getElementById('root')!).render(
  <AppProviders store={store}>
    <RouterProvider router={router} />
  </AppProviders>,
);
