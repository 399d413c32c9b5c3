import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Outlet } from 'react-router-dom';
import type { Role } from '../../common/roles';
import { PageLoading } from '../components/PageLoading';
import { AppLayout } from '../components/AppLayout';
import LandingPage from '../features/landing/LandingPage';
import LoginPage from '../features/auth/LoginPage';
import NotFoundPage from '../features/notFound/NotFoundPage';
import { RequireRole } from './RequireRole';

// Role areas are separate chunks: a student never downloads the admin console.
const StudentHome = lazy(() => import(/* webpackChunkName: "student" */ '../features/student/StudentHome'));
const LecturerHome = lazy(() => import(/* webpackChunkName: "lecturer" */ '../features/lecturer/LecturerHome'));
const BoardProjects = lazy(() => import(/* webpackChunkName: "lecturer" */ '../features/lecturer/BoardProjects'));
const MarkingPage = lazy(() => import(/* webpackChunkName: "marking" */ '../features/marking/MarkingPage'));
const StudentsInCoursePage = lazy(
  () => import(/* webpackChunkName: "lecturer" */ '../features/studentsInCourse/StudentsInCoursePage'),
);
const AdminConsole = lazy(() => import(/* webpackChunkName: "admin" */ '../features/admin/AdminConsole'));
const BoardDetailsPage = lazy(() => import(/* webpackChunkName: "details" */ '../features/details/board/BoardDetailsPage'));
const CourseDetailsPage = lazy(() => import(/* webpackChunkName: "details" */ '../features/details/course/CourseDetailsPage'));
const ProjectDetailsPage = lazy(
  () => import(/* webpackChunkName: "details" */ '../features/details/project/ProjectDetailsPage'),
);
const SubjectDetailsPage = lazy(
  () => import(/* webpackChunkName: "details" */ '../features/details/subject/SubjectDetailsPage'),
);
const TemplateDetailsPage = lazy(
  () => import(/* webpackChunkName: "details" */ '../features/details/template/TemplateDetailsPage'),
);
const UserPage = lazy(() => import(/* webpackChunkName: "user" */ '../features/user/UserPage'));
const ForcedPasswordChangePage = lazy(() => import(/* webpackChunkName: "user" */ '../features/account/ForcedPasswordChangePage'));

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
  { path: '/loginstudent', element: <LoginPage role="std" /> },
  { path: '/loginteacher', element: <LoginPage role="teach" /> },
  { path: '/loginadmin', element: <LoginPage role="admin" /> },
  {
    element: (
      <AppLayout>
        <Outlet />
      </AppLayout>
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
