import { useEffect, type ReactNode } from 'react';
import { ADMIN_SECTION_LOADERS, adminSectionOf } from '../features/admin/sectionLoaders';
import { loadAdminTexts } from '../i18n/i18n';

/**
 * The lazy chunks of the signed-in screens and their preloading. No router and no MUI here: the entry
 * (main.tsx) starts the opened screen's downloads before anything renders.
 */
/** An admin's screen: its chunk and the admin's texts (i18n.ts `loadAdminTexts`), so it renders with them. */
const withAdminTexts =
  <T,>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadAdminTexts()]).then(([module]) => module);

// Role areas are separate chunks: a student never downloads the admin console. Each loader is kept so a screen's
// chunk can start loading beside the entry (preloadScreen) instead of after React's first render.
export const loadStudentHome = () => import(/* webpackChunkName: "student" */ '../features/student/StudentHome');
export const loadLecturerHome = () => import(/* webpackChunkName: "lecturer" */ '../features/lecturer/LecturerHome');
export const loadBoardProjects = () => import(/* webpackChunkName: "lecturer" */ '../features/lecturer/BoardProjects');
export const loadMarkingPage = () => import(/* webpackChunkName: "marking" */ '../features/marking/MarkingPage');
export const loadStudentsInCourse = () => import(/* webpackChunkName: "lecturer-course" */ '../features/studentsInCourse/StudentsInCoursePage');
export const loadAdminConsole = withAdminTexts(() => import(/* webpackChunkName: "admin" */ '../features/admin/AdminConsole'));
export const loadBoardDetails = withAdminTexts(() => import(/* webpackChunkName: "details" */ '../features/details/board/BoardDetailsPage'));
export const loadBoardPage = () => import(/* webpackChunkName: "board-page" */ './BoardPage');
export const loadCourseDetails = withAdminTexts(() => import(/* webpackChunkName: "details" */ '../features/details/course/CourseDetailsPage'));
export const loadProjectDetails = withAdminTexts(() => import(/* webpackChunkName: "details" */ '../features/details/project/ProjectDetailsPage'));
export const loadSubjectDetails = withAdminTexts(() => import(/* webpackChunkName: "details" */ '../features/details/subject/SubjectDetailsPage'));
export const loadTemplateDetails = withAdminTexts(() => import(/* webpackChunkName: "details" */ '../features/details/template/TemplateDetailsPage'));
export const loadBoardAnalytics = () => import(/* webpackChunkName: "analytics" */ '../features/analytics/BoardAnalyticsPage');
export const loadTermAnalytics = () => import(/* webpackChunkName: "analytics" */ '../features/analytics/TermAnalyticsPage');
export const loadUserPage = () => import(/* webpackChunkName: "user" */ '../features/user/UserPage');
export const loadForcedChange = () => import(/* webpackChunkName: "user" */ '../features/account/ForcedPasswordChangePage');
export const loadNotFound = () => import(/* webpackChunkName: "user" */ '../features/notFound/NotFoundPage');
// The signed-in app (store, MUI theme, toasts, app bar) is not needed by the signed-out pages
export const loadShell = () => import(/* webpackChunkName: "shell" */ './SignedInShell');

/** The chunks each signed-in path renders first (its screen and the frame). */
const SCREENS: [prefix: string, loaders: (() => Promise<unknown>)[]][] = [
  ['/student', [loadStudentHome]],
  ['/teacher', [loadLecturerHome]],
  ['/evaluation', [loadBoardProjects]],
  ['/teacherboardscore', [loadMarkingPage]],
  ['/studentsincourse', [loadStudentsInCourse]],
  ['/admin', [loadAdminConsole]],
  ['/boarddetails', [loadBoardPage, loadBoardDetails]],
  ['/coursedetails', [loadCourseDetails]],
  ['/projectdetails', [loadProjectDetails]],
  ['/subjectdetails', [loadSubjectDetails]],
  ['/templatedetails', [loadTemplateDetails]],
  ['/boardanalytics', [loadBoardAnalytics]],
  ['/termanalytics', [loadTermAnalytics]],
  ['/user', [loadUserPage]],
  ['/change-password', [loadForcedChange]],
];

/**
 * Starts downloading the chunks of a signed-in path (and query, for the admin console's section) at once (a failed download is retried by React.lazy when the
 * screen renders). main.tsx calls it for the URL being opened, the login pages for the role's home.
 */
export function preloadScreen(pathname: string, search = ''): void {
  const path = pathname.toLowerCase();
  const screen = SCREENS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  if (!screen) return;
  // the admin console's open section (?section=) downloads beside the console, not after it renders
  const section = screen[0] === '/admin' ? [ADMIN_SECTION_LOADERS[adminSectionOf(new URLSearchParams(search).get('section'))]] : [];
  for (const load of [loadShell, ...screen[1], ...section]) load().catch(() => undefined);
}

/** A login page that fetches its role's home screen while the user types. */
export function Preloading({ path, children }: { path: string; children: ReactNode }) {
  useEffect(() => preloadScreen(path), [path]);
  return children;
}

