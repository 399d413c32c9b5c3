import { useCallback, type ReactNode } from 'react';
import { useNavigate } from './router';
import { PublicNavContext, type PublicNavigate } from './publicNav';

/** Lets a signed-out screen (publicNav.tsx) navigate through the app's router (components/router) inside the full app. */
export function RouterNav({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const go = useCallback<PublicNavigate>((to, options) => void navigate(to, options), [navigate]);
  return <PublicNavContext.Provider value={go}>{children}</PublicNavContext.Provider>;
}
