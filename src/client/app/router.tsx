import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, type AppRouterHandle, type RouteDef } from '../components/router';
import { ROLE_HOME, type Role } from '../../common/roles';
import LoginPage from '../features/auth/LoginPage';
import LandingPage from '../features/landing/LandingPage';
import { useTranslation } from '../i18n/i18n';
import { RequireRole } from './RequireRole';
import { ShellLoading } from './ShellLoading';
import {
  loadAdminConsole,
  loadBoardAnalytics,
  loadBoardPage,
  loadBoardProjects,
  loadCourseDetails,
  loadForcedChange,
  loadLecturerHome,
  loadMarkingPage,
  loadNotFound,
  loadProjectDetails,
  loadShell,
  loadStudentHome,
  loadStudentsInCourse,
  loadTermAnalytics,
  loadSubjectDetails,
  loadTemplateDetails,
  loadUserPage,
  Preloading,
} from './screens';
import { RouterNav } from '../components/RouterNav';

const StudentHome = lazy(loadStudentHome);
const LecturerHome = lazy(loadLecturerHome);
const BoardProjects = lazy(loadBoardProjects);
const MarkingPage = lazy(loadMarkingPage);
const StudentsInCoursePage = lazy(loadStudentsInCourse);
const AdminConsole = lazy(loadAdminConsole);
const BoardAnalyticsPage = lazy(loadBoardAnalytics);
const TermAnalyticsPage = lazy(loadTermAnalytics);
const BoardPage = lazy(loadBoardPage);
const CourseDetailsPage = lazy(loadCourseDetails);
const ProjectDetailsPage = lazy(loadProjectDetails);
const SubjectDetailsPage = lazy(loadSubjectDetails);
const TemplateDetailsPage = lazy(loadTemplateDetails);
const UserPage = lazy(loadUserPage);
const ForcedPasswordChangePage = lazy(loadForcedChange);
const NotFoundPage = lazy(loadNotFound);
const SignedInShell = lazy(loadShell);
const Toasts = lazy(() => import(/* webpackChunkName: "shell" */ './App').then((m) => ({ default: m.ToastProvider })));

const ADMIN: readonly Role[] = ['admin'];
const TEACH: readonly Role[] = ['teach'];
const STD: readonly Role[] = ['std'];
const ANY: readonly Role[] = ['admin', 'teach', 'std'];

/** Plain (no MUI) while the screen's chunk arrives: it may show before the signed-in app has loaded. */
function Loading() {
  const { t } = useTranslation();
  return <ShellLoading label={t('common.loading')} />;
}

/**
 * Toasts above every route: one sent while leaving the signed-in area (password changed) shows on the next page.
 * Every route's element starts with this same frame, so the toasts (like the signed-in shell below) stay mounted
 * from one route to the next.
 */
function Frame({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Loading />}>
      <Toasts>{children}</Toasts>
    </Suspense>
  );
}

/** A signed-out page once the full app runs (on a first visit app/PublicApp.tsx renders them). */
const signedOut = (path: string, page: ReactNode): RouteDef => ({ path, element: <Frame><RouterNav>{page}</RouterNav></Frame> });

/** A signed-in screen in the shell; with `roles`, RequireRole lets only those in. */
function screen(path: string, Page: LazyExoticComponent<ComponentType>, roles?: readonly Role[]): RouteDef {
  const page = (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
  return {
    path,
    element: (
      <Frame>
        <Suspense fallback={<Loading />}>
          <SignedInShell>{roles ? <RequireRole roles={roles}>{page}</RequireRole> : page}</SignedInShell>
        </Suspense>
      </Frame>
    ),
  };
}

/** The 16 routes of spec section 2, plus a not-found page and the forced password change; the first match renders. */
export const routes: RouteDef[] = [
  signedOut('/', <LandingPage />),
  signedOut('/loginstudent', <Preloading path={ROLE_HOME.std}><LoginPage role="std" /></Preloading>),
  signedOut('/loginteacher', <Preloading path={ROLE_HOME.teach}><LoginPage role="teach" /></Preloading>),
  signedOut('/loginadmin', <Preloading path={ROLE_HOME.admin}><LoginPage role="admin" /></Preloading>),
  screen('/student', StudentHome, STD),
  screen('/teacher', LecturerHome, TEACH),
  screen('/evaluation/:nameboard', BoardProjects, TEACH),
  screen('/teacherboardscore/:marked', MarkingPage, TEACH),
  screen('/studentsInCourse', StudentsInCoursePage, TEACH),
  screen('/admin', AdminConsole, ADMIN),
  // the admin's details page, or the board's read-only page with its minutes for a lecturer of the board
  screen('/boarddetails/:board', BoardPage, [...ADMIN, ...TEACH]),
  screen('/coursedetails/:course', CourseDetailsPage, ADMIN),
  screen('/projectdetails/:course/:project', ProjectDetailsPage, ADMIN),
  screen('/subjectdetails/:subject', SubjectDetailsPage, ADMIN),
  screen('/templatedetails/:id', TemplateDetailsPage, ADMIN),
  screen('/boardanalytics/:board', BoardAnalyticsPage, ['admin', 'teach']),
  screen('/termanalytics', TermAnalyticsPage, ADMIN),
  screen('/user', UserPage, ANY),
  // after an admin reset: the page checks the session itself (RequireRole would send it here)
  screen('/change-password', ForcedPasswordChangePage),
  screen('*', NotFoundPage),
];

export function makeRouter() {
  return createBrowserRouter(routes);
}

/**
 * The full app (main.tsx renders it once the page leaves the signed-out pages, or opens on a signed-in path; the
 * router is made then, so that it starts from the current URL).
 */
export function AppRouter({ router }: { router: AppRouterHandle }) {
  return <RouterProvider router={router} />;
}
