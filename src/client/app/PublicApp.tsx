import { useCallback, useEffect, useState } from 'react';
import { ROLE_HOME, type Role } from '../../common/roles';
import { isPublicPath, PublicNavContext, type PublicNavigate } from '../components/publicNav';
import LoginPage from '../features/auth/LoginPage';
import LandingPage from '../features/landing/LandingPage';
import { useTranslation } from '../i18n/i18n';
import { Preloading } from './screens';
import { ShellLoading } from './ShellLoading';

const LOGIN_ROLE: Record<string, Role> = { '/loginstudent': 'std', '/loginteacher': 'teach', '/loginadmin': 'admin' };

/**
 * A first visit to a signed-out page (landing, logins) renders here, without the router, MUI, the store or the
 * toasts (the landing's first visit ≤ 100 KB). Links between these pages move through the History API;
 * a way into any other path (a successful login) hands over to the full app (`onLeave`), which then owns the page;
 * a login page starts loading the full app (`preloadApp`) while the user types.
 */
export function PublicApp({ onLeave, preloadApp }: { onLeave: () => void; preloadApp: () => void }) {
  const [path, setPath] = useState(() => window.location.pathname);
  // on the way into the full app the signed-out page goes at once (its controls must not linger while it loads)
  const [leaving, setLeaving] = useState(false);
  const { t } = useTranslation();

  useEffect(() => {
    const back = () => {
      if (isPublicPath(window.location.pathname)) return setPath(window.location.pathname);
      setLeaving(true);
      onLeave();
    };
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, [onLeave]);

  const navigate = useCallback<PublicNavigate>(
    (to, options) => {
      if (options?.replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
      if (isPublicPath(window.location.pathname)) return setPath(window.location.pathname);
      setLeaving(true);
      onLeave();
    },
    [onLeave],
  );

  // a login page fetches the full app (router, signed-in frame) and the role's home screen while the user types
  useEffect(() => {
    if (LOGIN_ROLE[path.replace(/\/+$/, '').toLowerCase()]) preloadApp();
  }, [path, preloadApp]);

  if (leaving) return <ShellLoading label={t('common.loading')} />;
  const role = LOGIN_ROLE[path.replace(/\/+$/, '').toLowerCase()];
  return (
    <PublicNavContext.Provider value={navigate}>
      {role ? (
        <Preloading key={role} path={ROLE_HOME[role]}>
          <LoginPage role={role} />
        </Preloading>
      ) : (
        <LandingPage />
      )}
    </PublicNavContext.Provider>
  );
}
