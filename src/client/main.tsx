import { createRoot } from 'react-dom/client';
import { isPublicPath } from './components/publicNav';
import { PublicApp } from './app/PublicApp';
import { AppLoadFailed } from './app/AppLoadFailed';
import { retrying } from './app/retrying';
import { preloadScreen } from './app/screens';
import { initI18n, loadSignedInTexts } from './i18n/i18n';

/** The full app: the router with every route (app/router.tsx), a chunk of its own, and the signed-in app's texts. */
const loadRouter = () => Promise.all([import(/* webpackChunkName: "router" */ './app/router'), loadSignedInTexts()]).then(([router]) => router);

const root = createRoot(document.getElementById('root')!);

const preloadApp = () => void loadRouter().catch(() => undefined);

let entered = false;
/** Hands the page to the full app (a signed-in path, or a login that has just succeeded). */
function enterApp(): void {
  if (entered) return;
  entered = true;
  // a dropped connection: tried again after 1, 2 and 4 s, then the page says so and offers to try again
  retrying(loadRouter).then(
    ({ AppRouter, makeRouter }) => root.render(<AppRouter router={makeRouter()} />),
    () => {
      entered = false;
      root.render(<AppLoadFailed onRetry={enterApp} />);
    },
  );
}

// A signed-in path: the router, the signed-in app and the screen load beside the entry, not after the first render.
const signedOut = isPublicPath(window.location.pathname);
if (!signedOut) {
  preloadApp();
  preloadScreen(window.location.pathname, window.location.search);
}

// The chosen language's catalogue (a chunk of its own) is loaded before the first render: no flash of keys.
// The signed-out pages render without React Router, the store, MUI and the toasts (app/PublicApp.tsx).
void initI18n().finally(() => {
  if (signedOut) root.render(<PublicApp onLeave={enterApp} preloadApp={preloadApp} />);
  else enterApp();
});
