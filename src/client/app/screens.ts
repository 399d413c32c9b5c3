import { ADMIN_SECTION_LOADERS, adminSectionOf } from '../features/admin/sectionLoaders';
import { loadAdminTexts, loadSignedInTexts } from '../i18n/i18n';
import { retrying } from './retrying';

/**
 * The lazy chunks of the signed-in screens (app/routes.tsx loads them through the routes' `lazy`). No router and no
 * MUI here. A download that fails is tried again after 1, 2 and 4 s (a dropped connection in a defence room); then the
 * route's error element says so and offers Retry.
 */
type Loader<T> = () => Promise<T>;
const tried =
  <T,>(load: Loader<T>): Loader<T> =>
  () =>
    retrying(load);

/** An admin's screen: its chunk and the admin's texts (i18n.ts `loadAdminTexts`), so it renders with them. */
const withAdminTexts =
  <T,>(load: Loader<T>): Loader<T> =>
  () =>
    Promise.all([retrying(load), loadAdminTexts()]).then(([module]) => module);

// Role areas are separate chunks: a student never downloads the admin console.
export const loadStudentHome = tried(() => import(/* webpackChunkName: "student" */ '../features/student/StudentHome'));
export const loadLecturerHome = tried(() => import(/* webpackChunkName: "lecturer" */ '../features/lecturer/LecturerHome'));
export const loadBoardProjects = tried(() => import(/* webpackChunkName: "lecturer" */ '../features/lecturer/BoardProjects'));
export const loadMarkingPage = tried(() => import(/* webpackChunkName: "marking" */ '../features/marking/MarkingPage'));
export const loadStudentsInCourse = tried(() => import(/* webpackChunkName: "lecturer-course" */ '../features/studentsInCourse/StudentsInCoursePage'));
export const loadAdminConsole = withAdminTexts(() => import(/* webpackChunkName: "admin" */ '../features/admin/AdminConsole'));
export const loadBoardPage = tried(() => import(/* webpackChunkName: "board-page" */ './BoardPage'));
export const loadCourseDetails = withAdminTexts(() => import(/* webpackChunkName: "details" */ '../features/details/course/CourseDetailsPage'));
export const loadProjectDetails = withAdminTexts(() => import(/* webpackChunkName: "details" */ '../features/details/project/ProjectDetailsPage'));
export const loadSubjectDetails = withAdminTexts(() => import(/* webpackChunkName: "details" */ '../features/details/subject/SubjectDetailsPage'));
export const loadTemplateDetails = withAdminTexts(() => import(/* webpackChunkName: "details" */ '../features/details/template/TemplateDetailsPage'));
export const loadBoardAnalytics = tried(() => import(/* webpackChunkName: "analytics" */ '../features/analytics/BoardAnalyticsPage'));
export const loadTermAnalytics = tried(() => import(/* webpackChunkName: "analytics" */ '../features/analytics/TermAnalyticsPage'));
export const loadUserPage = tried(() => import(/* webpackChunkName: "user" */ '../features/user/UserPage'));
export const loadForcedChange = tried(() => import(/* webpackChunkName: "user" */ '../features/account/ForcedPasswordChangePage'));
export const loadForgotPassword = tried(() => import(/* webpackChunkName: "recovery" */ '../features/auth/ForgotPasswordPage'));
export const loadResetPassword = tried(() => import(/* webpackChunkName: "recovery" */ '../features/auth/ResetPasswordPage'));
export const loadNotFound = tried(() => import(/* webpackChunkName: "user" */ '../features/notFound/NotFoundPage'));
/**
 * The signed-in app (store, MUI theme, app bar, the role areas' gate) and its texts: never part of a signed-out
 * first visit.
 */
export const loadShell = () =>
  Promise.all([retrying(() => import(/* webpackChunkName: "shell" */ './SignedInShell')), loadSignedInTexts()]).then(([module]) => module);

/**
 * The admin console's open section (?section=) downloads beside the console, not after it renders: main.tsx calls
 * this for the address the page opens on.
 */
export function preloadAdminSection(pathname: string, search: string): void {
  if (pathname.replace(/\/+$/, '').toLowerCase() !== '/admin') return;
  ADMIN_SECTION_LOADERS[adminSectionOf(new URLSearchParams(search).get('section'))]().catch(() => undefined);
}

export { whenIdle } from '../components/whenIdle';
