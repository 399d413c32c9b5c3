// The app's router (Router.tsx): what the screens import.
export { createBrowserRouter, createMemoryRouter, matchPath, RouterProvider, useLocation, useNavigate, useParams, useSearchParams } from './Router';
export type { AppRouterHandle, Navigate as NavigateFunction, Params, RouteDef } from './Router';
export { Link, Navigate } from './Link';
export { useBlocker, type Blocker } from './useBlocker';
