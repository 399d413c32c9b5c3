/**
 * The admin console's sections, each a chunk of its own. AdminConsole renders them lazily; app/screens.ts starts
 * the download of the section in the address (?section=, the boards by default) beside the console's own chunk,
 * instead of after the console has rendered (the Students grid's first load).
 */
export const ADMIN_SECTION_LOADERS = {
  board: () => import('./boards/BoardsSection'),
  subject: () => import('./subjects/SubjectsSection'),
  course: () => import('./courses/CoursesSection'),
  project: () => import('./projects/ProjectsSection'),
  student: () => import('./students/StudentsSection'),
  lecturer: () => import('./teachers/TeachersSection'),
  template: () => import('./templates/TemplatesSection'),
  semester: () => import('./semesters/SemestersSection'),
  audit: () => import('./audit/AuditSection'),
  schedule: () => import('./schedule/ScheduleSection'),
  conflicts: () => import('./schedule/ConflictsSection'),
  mail: () => import('./mail/OutboxSection'),
  signInLinks: () => import('./signInLinks/SignInLinksSection'),
} as const;

export type AdminSectionKey = keyof typeof ADMIN_SECTION_LOADERS;

/** The section a console address opens: `?section=` when it names one, else the boards. */
export function adminSectionOf(section: string | null): AdminSectionKey {
  return section && section in ADMIN_SECTION_LOADERS ? (section as AdminSectionKey) : 'board';
}
