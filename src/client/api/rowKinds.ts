import type { TagType } from './tags';

/**
 * What each endpoint of the api shows (queries) or changes (mutations), as kinds of rows (tag types). This table is
 * the specification the tags are checked against (rowKinds.test.ts): a mutation that changes kind K must invalidate
 * a tag that every query showing K provides. Add a line here with every new endpoint (the test fails without it).
 * A query "shows" a kind when any field it displays comes from such a row: a course row shows its lecturer's
 * name, so it shows 'Teacher'; a template row shows its boards' count, so it shows 'Board'.
 */
export const SHOWS: Record<string, readonly TagType[]> = {
  publicConfig: [],
  getSemesters: ['Semester'],
  getSubjects: ['Subject'],
  getCourses: ['Course', 'Subject', 'Semester', 'Teacher'],
  getCoursesBySemesterSubject: ['Course', 'Subject', 'Semester', 'Teacher'],
  getStudentCourses: ['Course', 'Subject', 'Semester', 'StudentInCourse'],
  getLecturerCourses: ['Course', 'Subject', 'Semester'],
  getProjects: ['Project', 'Course', 'Semester', 'Subject', 'Board', 'ProjectInBoard', 'Published', 'StudentInProject'],
  getProjectsMarked: ['Project', 'Board', 'ProjectInBoard', 'Score', 'Published'],
  getProjectsNoBoard: ['Project', 'Course', 'ProjectInBoard'],
  getTemplates: ['Template', 'Subject', 'ScoreColumn', 'Board'],
  getBoards: ['Board', 'Semester', 'Subject', 'Template'],
  getLecturerBoards: ['Board', 'Semester', 'Subject', 'LectureInBoard'],
  getStudents: ['Student'],
  getStudentPage: ['Student'],
  getFilteredStudents: ['Student'],
  getStudentsNotInCourse: ['Student', 'StudentInCourse'],
  getTeachers: ['Teacher'],
  getLecturersNotInBoard: ['Teacher', 'LectureInBoard'],
  getBoardDetails: ['Board', 'Semester', 'Subject', 'Template', 'ScoreColumn', 'Teacher', 'LectureInBoard', 'Project', 'Course', 'ProjectInBoard', 'StudentInProject', 'Score', 'Published'],
  getCourseDetails: ['Course', 'Subject', 'Semester', 'Teacher', 'Project', 'Board', 'Published', 'Student', 'StudentInCourse', 'StudentInProject'],
  getProjectDetails: ['Project', 'Course', 'Semester', 'Subject', 'Board', 'ProjectInBoard', 'LectureInBoard', 'Student', 'StudentInCourse', 'StudentInProject', 'Score', 'Published'],
  getSubjectDetails: ['Subject', 'Course', 'Semester', 'Teacher'],
  getTemplateDetails: ['Template', 'Subject', 'ScoreColumn', 'Board', 'Score'],
  getStudentScore: ['Published', 'Score'],
  getScoreExplanation: ['Published', 'Score', 'ScoreColumn'],
  getCourseResults: ['Score', 'Published', 'Student', 'StudentInProject', 'Project'],
  getMarking: ['Score', 'Project', 'Student', 'StudentInProject', 'ScoreColumn'],
  getBoardDisagreements: ['Board', 'Score', 'ScoreColumn', 'Teacher', 'LectureInBoard', 'Project', 'ProjectInBoard', 'Student', 'StudentInProject', 'Published'],
  getProjectHistory: ['History', 'Score', 'Student', 'ScoreColumn', 'Teacher'],
  getBoardMinutes: ['Board', 'Subject', 'Teacher', 'LectureInBoard', 'Project', 'Course', 'ProjectInBoard', 'Published', 'Score'],
  // the audit log: every write adds rows, so it is fetched afresh on each visit (keepUnusedDataFor 0), not tagged
  getAuditLog: [],
  getDependents: ['Semester', 'Subject', 'Course', 'Project', 'Template', 'ScoreColumn', 'Board', 'Student', 'Teacher', 'Score', 'LectureInBoard', 'ProjectInBoard', 'StudentInCourse', 'StudentInProject', 'Published'],
  getBlockedRows: ['Semester', 'Subject', 'Course', 'Project', 'Template', 'ScoreColumn', 'Board', 'Student', 'Teacher', 'Score', 'LectureInBoard', 'ProjectInBoard', 'StudentInCourse', 'StudentInProject', 'Published'],
};

export const CHANGES: Record<string, readonly TagType[]> = {
  login: [],
  logout: [],
  changePassword: [],
  resetPassword: [],
  // the account's language is shown by no query (the SPA applies it at sign-in)
  setLanguage: [],
  addSemester: ['Semester'],
  editSemester: ['Semester'],
  deleteSemester: ['Semester'],
  addSubject: ['Subject'],
  editSubject: ['Subject'],
  deleteSubject: ['Subject'],
  addCourse: ['Course'],
  editCourse: ['Course'],
  deleteCourse: ['Course'],
  addProject: ['Project'],
  editProject: ['Project'],
  deleteProject: ['Project'],
  publishProject: ['Published'],
  addTemplateWithColumns: ['Template', 'ScoreColumn'],
  deleteTemplate: ['Template'],
  editTemplate: ['Template', 'ScoreColumn'],
  removeScoreColumn: ['ScoreColumn'],
  replaceScoreColumns: ['ScoreColumn'],
  addBoard: ['Board'],
  editBoard: ['Board'],
  deleteBoard: ['Board'],
  addStudent: ['Student'],
  editStudent: ['Student'],
  deleteStudent: ['Student'],
  importStudents: ['Student'],
  addTeacher: ['Teacher'],
  editTeacher: ['Teacher'],
  deleteTeacher: ['Teacher'],
  importTeachers: ['Teacher'],
  addLecturerToBoard: ['LectureInBoard'],
  removeLecturerFromBoard: ['LectureInBoard'],
  addProjectToBoard: ['ProjectInBoard'],
  addStudentToCourse: ['StudentInCourse'],
  enrolStudentsInCourse: ['StudentInCourse'],
  addStudentsToProject: ['StudentInProject'],
  bulkDeleteStudents: ['Student'],
  bulkDeleteTeachers: ['Teacher'],
  addStudentToProject: ['StudentInProject'],
  removeStudentFromProject: ['StudentInProject'],
  saveMarking: ['Score', 'History'],
  setBoardThreshold: ['Board'],
  // the minutes are shown by getBoardMinutes only (it provides the board's minutes tag, which the save invalidates)
  saveMinutes: [],
  setBoardRole: ['LectureInBoard'],
};

/** Pairs kept fresh without tags, and why. */
export const FRESH_WITHOUT_TAGS: readonly { mutation: string; query: string; why: string }[] = [
  {
    mutation: 'saveMarking',
    query: 'getMarking',
    why: 'a successful save patches the grid with the saved cells (updateQueryData); a 409 invalidates the grid tag',
  },
];
