import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createBrowserHistory, createMemoryHistory, parsePath, type NavHistory, type RouterLocation } from './history';

/**
 * A small router for the app's flat route table (app/router.tsx): the first route whose path matches renders, with
 * its `:params`. Paths match case-insensitively and with or without a trailing slash; '*' matches any path. It
 * replaced React Router (≈ 30 KB gzipped on every signed-in first visit) and keeps the parts of its API the screens
 * use (Link, Navigate, useNavigate, useLocation, useParams, useSearchParams, useBlocker). As with React Router, a
 * change of location renders in a transition: the screen on show stays until the next one's chunk has arrived.
 */
export interface RouteDef {
  path: string;
  element: ReactNode;
}

export interface AppRouterHandle {
  routes: RouteDef[];
  history: NavHistory;
}

export type Params = Record<string, string | undefined>;

export interface NavigateOptions {
  replace?: boolean;
}

export type Navigate = (to: string | number, options?: NavigateOptions) => void;

/** Asked before every move; true holds it (useBlocker). */
export type BlockerCheck = (move: { currentLocation: RouterLocation; nextLocation: RouterLocation }) => boolean;

interface Guard {
  check: BlockerCheck;
  /** the move was held: the guard shows its dialog, `proceed` makes the move */
  hold: (proceed: () => void) => void;
}

interface NavValue {
  navigate: Navigate;
  /** adds a leave guard, returns its removal */
  guard: (guard: Guard) => () => void;
}

const NavContext = createContext<NavValue | null>(null);
const LocationContext = createContext<{ location: RouterLocation; params: Params; element: ReactNode } | null>(null);

export const createBrowserRouter = (routes: RouteDef[]): AppRouterHandle => ({ routes, history: createBrowserHistory() });

export const createMemoryRouter = (routes: RouteDef[], options: { initialEntries?: string[] } = {}): AppRouterHandle => ({
  routes,
  history: createMemoryHistory(options.initialEntries),
});

const trimmed = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';

/** The params of `pattern` ('/a/:b') in `pathname`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): Params | null {
  if (pattern === '*') return {};
  const want = trimmed(pattern).split('/');
  const raw = pathname.replace(/\/+$/, '').split('/');
  const got = trimmed(pathname).split('/');
  if (want.length !== got.length) return null;
  const params: Params = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':')) {
      if (!raw[i]) return null;
      try {
        params[pattern.split('/')[i].slice(1)] = decodeURIComponent(raw[i]);
      } catch {
        params[pattern.split('/')[i].slice(1)] = raw[i];
      }
    } else if (want[i] !== got[i]) return null;
  }
  return params;
}

export function RouterProvider({ router }: { router: AppRouterHandle }) {
  const { history, routes } = router;
  const [location, setLocation] = useState(history.location);
  const current = useRef(location);
  current.current = location;
  const guards = useRef(new Set<Guard>());
  /** the next back/forward event undoes a held move (the location stays) / redoes it after "leave" (not asked again) */
  const undoing = useRef(false);
  const redoing = useRef(false);

  const heldBy = useCallback((next: RouterLocation) => [...guards.current].find((g) => g.check({ currentLocation: current.current, nextLocation: next })), []);

  useEffect(
    () =>
      history.listen((delta) => {
        if (undoing.current) {
          undoing.current = false;
          return;
        }
        const next = history.location;
        const guard = !redoing.current && delta !== 0 ? heldBy(next) : undefined;
        redoing.current = false;
        if (guard) {
          // the browser has already moved: move back, and forward again if the user leaves after all
          undoing.current = true;
          history.go(-delta);
          guard.hold(() => {
            redoing.current = true;
            history.go(delta);
          });
          return;
        }
        startTransition(() => setLocation(next));
      }),
    [history, heldBy],
  );

  const navigate = useCallback<Navigate>(
    (to, options = {}) => {
      if (typeof to === 'number') return history.go(to);
      const move = () => {
        history.push(to, options.replace);
        startTransition(() => setLocation(history.location));
      };
      const guard = heldBy(parsePath(to));
      if (guard) guard.hold(move);
      else move();
    },
    [history, heldBy],
  );

  const nav = useMemo<NavValue>(
    () => ({
      navigate,
      guard: (g) => {
        guards.current.add(g);
        return () => guards.current.delete(g);
      },
    }),
    [navigate],
  );

  const here = useMemo(() => {
    for (const route of routes) {
      const params = matchPath(route.path, location.pathname);
      if (params) return { location, params, element: route.element };
    }
    return { location, params: {}, element: null };
  }, [routes, location]);
  return (
    <NavContext.Provider value={nav}>
      <LocationContext.Provider value={here}>{here.element}</LocationContext.Provider>
    </NavContext.Provider>
  );
}

function useNav(): NavValue {
  const nav = useContext(NavContext);
  if (!nav) throw new Error('a screen rendered outside the router');
  return nav;
}

export const useNavigate = (): Navigate => useNav().navigate;

/** @internal the leave guards' registry (useBlocker) */
export const useGuards = () => useNav().guard;

export function useLocation(): RouterLocation {
  const here = useContext(LocationContext);
  if (!here) throw new Error('a screen rendered outside the router');
  return here.location;
}

export const useParams = (): Params => useContext(LocationContext)?.params ?? {};

/** The query of the location, and a move to another query on the same path. */
export function useSearchParams(): [URLSearchParams, (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate(`${pathname}${query ? `?${query}` : ''}`, options);
    },
    [navigate, pathname],
  );
  return [params, set];
}
