import { boardKey, type Change, type TagType } from './tags';

/**
 * What each mutation changes (tags.ts): rows added, edited or removed, named when the call knows them. The one
 * place a mutation's tags come from (tagRules.ts `invalidates`); a failed call changes nothing. An addition or a
 * removal reaches every query showing the kind (its LIST tag); an edit reaches the queries that name the row and
 * those that show the kind without naming it (ANY). rowKinds.test.ts fails when an endpoint is missing here.
 */
type Changes = (arg: never, result: never) => readonly Change[];

const add = (type: TagType): Change => ({ type, how: 'add' });
const edit = (type: TagType, ...ids: unknown[]): Change => ({ type, how: 'edit', ids });
const remove = (type: TagType, ...ids: unknown[]): Change => ({ type, how: 'remove', ids });
const none: Changes = () => [];

/** The admin console's add, edit and delete of one kind (api/crud.ts): `addX`, `editX`, `deleteX`. */
function crud(type: TagType, name: string): Record<string, Changes> {
  return {
    [`add${name}`]: () => [add(type)],
    [`edit${name}`]: (a: { id: number }) => [edit(type, a.id)],
    [`delete${name}`]: (id: number) => [remove(type, id)],
  };
}
/** Rows a bulk delete removed (data.done). */
const bulkRemoved = (type: TagType) => (_a: unknown, r: { data?: { done?: readonly number[] } } | undefined) => [remove(type, ...(r?.data?.done ?? []))];

/** A marking save: the project's marks and history, and its board's (the live event says the same: liveUpdates.ts). */
export const markingChanges = (a: { projectId: number; boardId: number }): Change[] => [
  edit('Score', a.projectId, boardKey(a.boardId)),
  edit('History', a.projectId),
];
/** A publication: the project's results (the live event says the same). */
export const publicationChanges = (a: { projectId: number; boardId?: number }): Change[] => [
  edit('Published', a.projectId, ...(a.boardId ? [boardKey(a.boardId)] : [])),
];

export const CHANGES: Record<string, Changes> = {
  login: none,
  logout: none,
  changePassword: none,
  resetPassword: none,
  // the account's language is shown by no query (the SPA applies it at sign-in)
  setLanguage: none,
  unlinkAccount: (accountId: number) => [remove('IdentityLink', accountId)],
  ...crud('Semester', 'Semester'),
  ...crud('Subject', 'Subject'),
  ...crud('Course', 'Course'),
  ...crud('Project', 'Project'),
  ...crud('Board', 'Board'),
  ...crud('Student', 'Student'),
  ...crud('Teacher', 'Teacher'),
  publishProject: publicationChanges,
  addTemplateWithColumns: () => [add('Template'), add('ScoreColumn')],
  deleteTemplate: (id: number) => [remove('Template', id)],
  // the columns may be replaced with the name and date
  editTemplate: (a: { id: number }) => [edit('Template', a.id), add('ScoreColumn')],
  removeScoreColumn: (a: { id: number }) => [remove('ScoreColumn', a.id)],
  replaceScoreColumns: () => [remove('ScoreColumn')],
  importStudents: () => [add('Student')],
  importTeachers: () => [add('Teacher')],
  bulkDeleteStudents: bulkRemoved('Student'),
  bulkDeleteMatchingStudents: bulkRemoved('Student'),
  bulkDeleteTeachers: bulkRemoved('Teacher'),
  // a check (dryRun) writes nothing
  checkStudentsXlsx: none,
  checkLecturersXlsx: none,
  checkCoursesXlsx: none,
  checkProjectsXlsx: none,
  checkScheduleXlsx: none,
  importStudentsXlsx: () => [add('Student')],
  importLecturersXlsx: () => [add('Teacher')],
  importCoursesXlsx: () => [add('Course'), add('StudentInCourse')],
  importProjectsXlsx: () => [add('Project'), add('StudentInProject')],
  importScheduleXlsx: () => [add('Board'), add('LectureInBoard'), add('ProjectInBoard')],
  addLecturerToBoard: () => [add('LectureInBoard')],
  removeLecturerFromBoard: (a: { lectureInBoardId: number }) => [remove('LectureInBoard', a.lectureInBoardId)],
  setBoardRole: (a: { lectureInBoardId: number }) => [edit('LectureInBoard', a.lectureInBoardId)],
  addProjectToBoard: () => [add('ProjectInBoard')],
  // the times and order of a board's projects: no query names those rows
  reorderBoard: () => [edit('ProjectInBoard')],
  packBoard: () => [edit('ProjectInBoard')],
  createFeed: () => [edit('Feed', 'mine')],
  revokeFeed: () => [edit('Feed', 'mine')],
  setMyMail: () => [edit('Mail', 'mine')],
  resendMail: () => [add('Outbox')],
  sendTestMail: () => [add('Outbox')],
  addStudentToCourse: () => [add('StudentInCourse')],
  enrolStudentsInCourse: () => [add('StudentInCourse')],
  addStudentToProject: () => [add('StudentInProject')],
  addStudentsToProject: () => [add('StudentInProject')],
  removeStudentFromProject: (a: { stdinprjId: number }) => [remove('StudentInProject', a.stdinprjId)],
  // the grid itself is patched with the saved cells (markingApi.ts), so 'Marking' is not among them
  saveMarking: markingChanges,
  setBoardThreshold: (a: { boardId: number }) => [edit('Board', a.boardId)],
  saveMinutes: (a: { boardId: number }) => [edit('Minutes', a.boardId)],
};
