import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { createBrowserRouter, Outlet } from 'react-router-dom';
import { ROLE_HOME, type Role } from '../../common/roles';
import { PageLoading } from '../components/PageLoading';
import LandingPage from '../features/landing/LandingPage';
import LoginPage from '../features/auth/LoginPage';
import NotFoundPage from '../features/notFound/NotFoundPage';
import { RequireRole } from './RequireRole';

// Role areas are separate chunks: a student never downloads the admin console. Each loader is kept so a screen's
// chunk can start loading beside the entry (preloadScreen) instead of after React's first render.
const loadStudentHome = () => import(/* webpackChunkName: "student" */ '../features/student/StudentHome');
const loadLecturerHome = () => import(/* webpackChunkName: "lecturer" */ '../features/lecturer/LecturerHome');
const loadBoardProjects = () => import(/* webpackChunkName: "lecturer" */ '../features/lecturer/BoardProjects');
const loadMarkingPage = () => import(/* webpackChunkName: "marking" */ '../features/marking/MarkingPage');
const loadStudentsInCourse = () => import(/* webpackChunkName: "lecturer" */ '../features/studentsInCourse/StudentsInCoursePage');
const loadAdminConsole = () => import(/* webpackChunkName: "admin" */ '../features/admin/AdminConsole');
const loadBoardDetails = () => import(/* webpackChunkName: "details" */ '../features/details/board/BoardDetailsPage');
const loadCourseDetails = () => import(/* webpackChunkName: "details" */ '../features/details/course/CourseDetailsPage');
const loadProjectDetails = () => import(/* webpackChunkName: "details" */ '../features/details/project/ProjectDetailsPage');
const loadSubjectDetails = () => import(/* webpackChunkName: "details" */ '../features/details/subject/SubjectDetailsPage');
const loadTemplateDetails = () => import(/* webpackChunkName: "details" */ '../features/details/template/TemplateDetailsPage');
const loadUserPage = () => import(/* webpackChunkName: "user" */ '../features/user/UserPage');
const loadForcedChange = () => import(/* webpackChunkName: "user" */ '../features/account/ForcedPasswordChangePage');
// the signed-in frame (app bar, footer dialogs) is not needed by the signed-out pages
const loadAppLayout = () => import(/* webpackChunkName: "layout" */ '../components/AppLayout').then((m) => ({ default: m.AppLayout }));

const StudentHome = lazy(loadStudentHome);
const LecturerHome = lazy(loadLecturerHome);
const BoardProjects = lazy(loadBoardProjects);
const MarkingPage = lazy(loadMarkingPage);
const StudentsInCoursePage = lazy(loadStudentsInCourse);
const AdminConsole = lazy(loadAdminConsole);
const BoardDetailsPage = lazy(loadBoardDetails);
const CourseDetailsPage = lazy(loadCourseDetails);
const ProjectDetailsPage = lazy(loadProjectDetails);
const SubjectDetailsPage = lazy(loadSubjectDetails);
const TemplateDetailsPage = lazy(loadTemplateDetails);
const UserPage = lazy(loadUserPage);
const ForcedPasswordChangePage = lazy(loadForcedChange);
const AppLayout = lazy(loadAppLayout);

/** The chunks each signed-in path renders first (its screen and the frame). */
const SCREENS: [prefix: string, loaders: (() => Promise<unknown>)[]][] = [
  ['/student', [loadStudentHome]],
  ['/teacher', [loadLecturerHome]],
  ['/evaluation', [loadBoardProjects]],
  ['/teacherboardscore', [loadMarkingPage]],
  ['/studentsincourse', [loadStudentsInCourse]],
  ['/admin', [loadAdminConsole]],
  ['/boarddetails', [loadBoardDetails]],
  ['/coursedetails', [loadCourseDetails]],
  ['/projectdetails', [loadProjectDetails]],
  ['/subjectdetails', [loadSubjectDetails]],
  ['/templatedetails', [loadTemplateDetails]],
  ['/user', [loadUserPage]],
  ['/change-password', [loadForcedChange]],
];

/**
 * Starts downloading the chunks of a signed-in path at once (a failed download is retried by React.lazy when the
 * screen renders). main.tsx calls it for the URL being opened, the login pages for the role's home.
 */
export function preloadScreen(pathname: string): void {
  const path = pathname.toLowerCase();
  const screen = SCREENS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  if (!screen) return;
  for (const load of [loadAppLayout, ...screen[1]]) load().catch(() => undefined);
}

/** A login page that fetches its role's home screen while the user types. */
function Preloading({ path, children }: { path: string; children: ReactNode }) {
  useEffect(() => preloadScreen(path), [path]);
  return children;
}

const ADMIN: readonly Role[] = ['admin'];
const TEACH: readonly Role[] = ['teach'];
const STD: readonly Role[] = ['std'];
const ANY: readonly Role[] = ['admin', 'teach', 'std'];

function guarded(Page: LazyExoticComponent<ComponentType>, roles: readonly Role[]) {
  return (
    <RequireRole roles={roles}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RequireRole>
  );
}

/** The 16 routes of spec section 2, plus a not-found page and the forced password change (issue 9). */
export const routes = [
  { path: '/', element: <LandingPage /> },
  { path: '/loginstudent', element: <Preloading path={ROLE_HOME.std}><LoginPage role="std" /></Preloading> },
  { path: '/loginteacher', element: <Preloading path={ROLE_HOME.teach}><LoginPage role="teach" /></Preloading> },
  { path: '/loginadmin', element: <Preloading path={ROLE_HOME.admin}><LoginPage role="admin" /></Preloading> },
  {
    element: (
      <Suspense fallback={<PageLoading />}>
        <AppLayout>
          <Outlet />
        </AppLayout>
      </Suspense>
    ),
    children: [
      { path: '/student', element: guarded(StudentHome, STD) },
      { path: '/teacher', element: guarded(LecturerHome, TEACH) },
      { path: '/evaluation/:nameboard', element: guarded(BoardProjects, TEACH) },
      { path: '/teacherboardscore/:marked', element: guarded(MarkingPage, TEACH) },
      { path: '/studentsInCourse', element: guarded(StudentsInCoursePage, TEACH) },
      { path: '/admin', element: guarded(AdminConsole, ADMIN) },
      { path: '/boarddetails/:board', element: guarded(BoardDetailsPage, ADMIN) },
      { path: '/coursedetails/:course', element: guarded(CourseDetailsPage, ADMIN) },
      { path: '/projectdetails/:course/:project', element: guarded(ProjectDetailsPage, ADMIN) },
      { path: '/subjectdetails/:subject', element: guarded(SubjectDetailsPage, ADMIN) },
      { path: '/templatedetails/:id', element: guarded(TemplateDetailsPage, ADMIN) },
      { path: '/user', element: guarded(UserPage, ANY) },
      // after an admin reset (issue 9 item 4): the page checks the session itself (RequireRole would send it here)
      { path: '/change-password', element: <Suspense fallback={<PageLoading />}><ForcedPasswordChangePage /></Suspense> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function makeRouter() {
  return createBrowserRouter(routes);
}
