import { useEffect, type ComponentType } from 'react';
import { matchRoutes, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { ROLE_HOME, type Role } from '../../common/roles';
import LoginPage from '../features/auth/LoginPage';
import LandingPage from '../features/landing/LandingPage';
import { useTranslation } from '../i18n/i18n';
import { RouteError } from './RouteError';
import {
  loadAdminConsole,
  loadBoardAnalytics,
  loadBoardPage,
  loadBoardProjects,
  loadCourseDetails,
  loadForcedChange,
  loadForgotPassword,
  loadLecturerHome,
  loadMarkingPage,
  loadNotFound,
  loadProjectDetails,
  loadResetPassword,
  loadShell,
  loadStudentHome,
  loadStudentsInCourse,
  loadSubjectDetails,
  loadTemplateDetails,
  loadTermAnalytics,
  loadUserPage,
  whenIdle,
} from './screens';
import { ShellLoading } from './ShellLoading';
import { Toasts } from './Toasts';

/**
 * The app's one route table (React Router's data router; main.tsx makes the router). The signed-out pages (landing,
 * logins) are part of the entry, the forgotten-password pages a chunk of their own; every signed-in screen sits in the signed-in shell's layout route and, below it, in
 * its role area's, each loaded by the route's `lazy` (a chunk per area: a student never downloads the admin console).
 * To add a screen: one `screen(path, loader)` line in its area (its loader in screens.ts). React Router matches paths
 * case-insensitively and with or without a trailing slash, and decodes the params.
 */

const ADMIN: readonly Role[] = ['admin'];
const TEACH: readonly Role[] = ['teach'];
const STD: readonly Role[] = ['std'];
const BOARD_READERS: readonly Role[] = ['admin', 'teach'];
const ANY: readonly Role[] = ['admin', 'teach', 'std'];

/** Plain (no MUI) while a screen's code arrives: it may show before the signed-in app has loaded. */
function Loading() {
  const { t } = useTranslation();
  return <ShellLoading label={t('common.loading')} />;
}

/** Above every page: the toasts (one sent on the way out shows on the next page) and the scroll restored on Back. */
function RootLayout() {
  return (
    <Toasts>
      <Outlet />
      <ScrollRestoration />
    </Toasts>
  );
}

/** A screen whose code is a lazy chunk. */
const screen = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path,
  lazy: () => load().then((module) => ({ Component: module.default })),
});

/**
 * A layout route's `lazy`. React Router takes a layout route whose `lazy` failed for one still loading and renders
 * neither it nor its error element (a blank page): a download that failed (after screens.ts's retries) is thrown from
 * the route's element instead, where the route's own error element shows it.
 */
export const layout =
  (load: () => Promise<ComponentType>): RouteObject['lazy'] =>
  () =>
    load().then(
      (Component) => ({ Component }),
      (error: unknown) => ({
        Component: () => {
          throw error;
        },
      }),
    );

/** A role area: a layout route letting only `roles` in; a screen of it that fails shows the error page inside the shell. */
const area = (roles: readonly Role[], children: RouteObject[]): RouteObject => ({
  lazy: layout(() => loadShell().then(({ RoleArea }) => () => <RoleArea roles={roles} />)),
  errorElement: <RouteError />,
  children,
});

/** Starts downloading what `path` renders (its areas' and screen's chunks) without going there. */
export function preloadPath(path: string): void {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}

/**
 * A login page. The role's home (the signed-in app and its screen) downloads once the page has painted and the
 * browser is idle, so that signing in does not wait for it, and never competes with the login page's own first paint.
 */
function Login({ role }: { role: Role }) {
  useEffect(() => whenIdle(() => preloadPath(ROLE_HOME[role])), [role]);
  return <LoginPage key={role} role={role} />;
}

/** The 16 routes of spec section 2, plus the analytics pages, a not-found page and the forced password change. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError framed />,
    hydrateFallbackElement: <Loading />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/loginstudent', element: <Login role="std" /> },
      { path: '/loginteacher', element: <Login role="teach" /> },
      { path: '/loginadmin', element: <Login role="admin" /> },
      // a forgotten password: asked from each login screen, chosen from the link in the mail (a chunk of their own:
      // rarely visited, never by a signed-in first visit)
      screen('/forgot-password', loadForgotPassword),
      screen('/reset-password', loadResetPassword),
      {
        id: 'signed-in',
        lazy: layout(() => loadShell().then((module) => module.default)),
        errorElement: <RouteError framed />,
        children: [
          area(STD, [screen('/student', loadStudentHome)]),
          area(TEACH, [
            screen('/teacher', loadLecturerHome),
            screen('/evaluation/:nameboard', loadBoardProjects),
            screen('/teacherboardscore/:marked', loadMarkingPage),
            // the board's and project's own address (the spec's paths above stay as entry points)
            screen('/teacherboardscore/:board/:project', loadMarkingPage),
            screen('/studentsInCourse', loadStudentsInCourse),
          ]),
          area(ADMIN, [
            screen('/admin', loadAdminConsole),
            screen('/coursedetails/:course', loadCourseDetails),
            screen('/projectdetails/:course/:project', loadProjectDetails),
            screen('/subjectdetails/:subject', loadSubjectDetails),
            screen('/templatedetails/:id', loadTemplateDetails),
            screen('/termanalytics', loadTermAnalytics),
          ]),
          // the admin's details page, or the board's read-only page with its minutes for a lecturer of the board
          area(BOARD_READERS, [screen('/boarddetails/:board', loadBoardPage), screen('/boardanalytics/:board', loadBoardAnalytics)]),
          area(ANY, [screen('/user', loadUserPage)]),
          {
            errorElement: <RouteError />,
            children: [
              // after an admin reset: the page checks the session itself (a role area would send it here)
              screen('/change-password', loadForcedChange),
              screen('*', loadNotFound),
            ],
          },
        ],
      },
    ],
  },
];
