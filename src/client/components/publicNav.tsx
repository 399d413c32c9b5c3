import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

/** The signed-out screens: the entry renders them without the router (app/PublicApp.tsx). */
export const PUBLIC_PATHS = ['/', '/loginstudent', '/loginteacher', '/loginadmin'] as const;

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return (PUBLIC_PATHS as readonly string[]).includes(path);
}

export type PublicNavigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * How a signed-out screen moves on: through the app's router when the full app runs (components/RouterNav.tsx), through
 * the entry's small history handling otherwise (app/PublicApp.tsx).
 */
export const PublicNavContext = createContext<PublicNavigate>((to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
});

export const usePublicNavigate = (): PublicNavigate => useContext(PublicNavContext);

/** A link of the signed-out screens: a real `<a href>`, followed in place on a plain click. */
export function PublicLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const navigate = usePublicNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || event.defaultPrevented) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className={className} onClick={follow}>
      {children}
    </a>
  );
}
