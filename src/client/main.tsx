import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import { preloadAdminSection } from './app/screens';
import { initI18n } from './i18n/i18n';

// Made at once, so that the chunks of the screen being opened (its routes' `lazy`) download beside the entry and the
// chosen language's texts, not after the first render.
const router = createBrowserRouter(routes);
preloadAdminSection(window.location.pathname, window.location.search);

const root = createRoot(document.getElementById('root')!);
// The chosen language's catalogue (a chunk of its own) is loaded before the first render: no flash of keys.
void initI18n().finally(() => root.render(<RouterProvider router={router} />));
