// The spec's visible messages live in their own small module (a screen that shows one need not download every
// message code); re-exported here for the server.
export { MESSAGES } from './specMessages';

/**
 * A stable `code` for each server message, sent beside the English `message` (which stays as the spec
 * says), so the client shows it in the chosen language (`errors.<code>` of its catalogues).
 */
export const MESSAGE_CODES: Record<string, string> = {
  'comments: a project comment has no score column': 'commentProjectColumn',
  'comments: a comment is at most 1000 characters': 'commentTooLong',
  'These comments were changed elsewhere since you opened the page; reload to see them': 'commentConflict',
  "Only the board's chair or secretary writes the minutes": 'minutesWriter',
  'This project has been published: its minutes can no longer change': 'minutesFrozen',
  'The minutes were changed elsewhere since you opened the page; reload to see them': 'minutesConflict',
  'Deleted successfully': 'deleted',
  'Delete error': 'deleteError',
  'This operation cannot be performed': 'notPerformed',
  'Invalid username or password': 'invalidLogin',
  'Login successfully': 'loggedIn',
  'Logged out': 'loggedOut',
  'Password changed': 'passwordChanged',
  'Password reset': 'passwordReset',
  'Language changed': 'languageChanged',
  'Published successfully': 'published',
  'Ineligible for publicity': 'ineligibleForPublicity',
  'You are not allowed to do this': 'forbidden',
  'The current password is wrong': 'wrongPassword',
  'The new password must differ from the current one': 'samePassword',
  'The percents of the score columns must add up to exactly 100%': 'percentsNot100',
  'from must be before to': 'fromAfterTo',
  'Cross-origin requests are not accepted': 'crossOrigin',
  'Send the request as application/json': 'notJson',
  'The request body is not valid JSON': 'invalidJson',
  'The request body is too large (1 MB at most)': 'bodyTooLarge',
  'Send either ids or filter': 'bulkIdsOrFilter',
  'The filter must search or filter the students': 'bulkFilterEmpty',
  'A record this refers to was changed or deleted meanwhile; reload and try again': 'raceDeleted',
  'This record already exists (it was just added by another request); reload and try again': 'raceExists',
  'Something went wrong on the server; nothing was changed': 'serverError',
  'The database is unavailable, please retry': 'databaseUnavailable',
  'Not found': 'notFound',
  'Score not public': 'scoreNotPublic',
  'Added semester successfully': 'addedSemester',
  'Added subject successfully': 'addedSubject',
  'Course added successfully': 'addedCourse',
  'Add project successfully': 'addedProject',
  'Added template successfully': 'addedTemplate',
  'Added score columns successfully': 'addedScoreColumns',
  'Replaced score columns successfully': 'replacedScoreColumns',
  'Added evaluation board successfully': 'addedBoard',
  'Added lecturer successfully': 'addedLecturer',
  'Added student successfully': 'addedStudent',
  'Added lecturer into evaluation board successfully': 'addedLecturerToBoard',
  'Added project into evaluation board successfully': 'addedProjectToBoard',
  'Added student into course successfully': 'addedStudentToCourse',
  'Added student into project successfully': 'addedStudentToProject',
  'Removed lecturer from evaluation board successfully': 'removedLecturerFromBoard',
  'Removed project from evaluation board successfully': 'removedProjectFromBoard',
  'Removed student from course successfully': 'removedStudentFromCourse',
  'Removed student from project successfully': 'removedStudentFromProject',
  'Deleted course successfully': 'deletedCourse',
  'Updated lecturer successfully': 'updatedLecturer',
  'Updated project successfully': 'updatedProject',
  'Updated student successfully': 'updatedStudent',
  // marking (common/validation/scores.ts)
  'Update grade successfully': 'scoreSaved',
  'These marks were changed elsewhere since you opened the page; reload to see them': 'scoreConflict',
  'This project has been published: its marks can no longer change': 'scorePublished',
  'These marks have already been entered; use Update to change them': 'scoreDuplicate',
  'Updated template successfully': 'updatedTemplate',
  // refusals of the domain (each keeps its reason in Vietnamese)
  'The end time must not be before the start time': 'endBeforeStart',
  'This lecturer is already on this evaluation board': 'lecturerOnBoard',
  "A project can only join an evaluation board of its own course's semester and subject": 'projectOtherSemesterSubject',
  'This project is already on this evaluation board': 'projectOnThisBoard',
  'This project is already on an evaluation board': 'projectOnOtherBoard',
  'This operation cannot be performed because the evaluation board has been terminated': 'boardTerminated',
  'Can not add because project is graded': 'projectGradedAdd',
  'Can not remove because project is graded': 'projectGradedRemove',
  'This student is already enrolled in this course': 'alreadyEnrolled',
  'This student is already in a project of this course': 'alreadyInCourseProject',
  'This student is already in this project': 'alreadyInProject',
  "The student is not enrolled in this project's course": 'notEnrolledInCourse',
  'This project has already been published': 'alreadyPublished',
  'There is no student in this project, so there is nothing to publish': 'nothingToPublish',
  'A code or username was taken meanwhile; nothing was saved': 'takenMeanwhile',
  'Another change enrolled some of these students meanwhile; nothing was changed': 'enrolledMeanwhile',
  'Another change put some of these students in a project meanwhile; nothing was changed': 'placedMeanwhile',
  'Select at least one student': 'selectStudent',
  'The file has no students': 'fileNoStudents',
  'The file has no lecturers': 'fileNoLecturers',
  'The file has no courses': 'fileNoCourses',
  'The file has no projects': 'fileNoProjects',
  'The file is not an Excel workbook (.xlsx)': 'notXlsx',
  'The workbook has no sheet': 'xlsxNoSheet',
  'The temporary password is too common: choose another one': 'temporaryPasswordCommon',
  'The temporary password must not be your username': 'temporaryPasswordUsername',
  'The temporary password must not be only spaces': 'temporaryPasswordBlank',
  'The request did not arrive whole (the connection was closed)': 'requestIncomplete',
  // http/ and auth/
  'Please log in first': 'logInFirst',
  'Please log in again': 'logInAgain',
  'Your session has expired, please log in again': 'sessionExpired',
  'Your session has ended, please log in again': 'sessionEnded',
  'Your password is temporary: choose a new password before anything else': 'mustChangePassword',
  'The URL is malformed (bad percent-encoding)': 'malformedUrl',
  'A number in the request cannot be read exactly: it is not 0 but too small, or too large': 'numberUnreadable',
  // requests no form sends (an API client's mistakes), worded for completeness
  'body.intendTime must be a time HH:MM': 'intendTimeFormat',
  'filterValue must be a whole number for the ID column': 'filterValueNumber',
  'threshold must be a number of points from 0 to 10 with at most 2 decimals': 'thresholdInvalid',
  // the defence schedule (domain/schedule/)
  'Saved the running order': 'scheduleSaved',
  'Calendar address created': 'feedCreated',
  'Calendar address revoked': 'feedRevoked',
  'The file has no schedule rows': 'fileNoScheduleRows',
  'The file is not a readable CSV': 'csvUnreadable',
  'The order must list every project of the board once': 'orderIncomplete',
  'protectTime must be a whole number of minutes from 1 to 600': 'protectTimeInvalid',
  'semesterId must name a semester': 'semesterIdInvalid',
  'Calendar not found': 'calendarNotFound',
};

/** Messages with a variable part: the code, and the variables the translations interpolate. */
const MESSAGE_PATTERNS: { pattern: RegExp; code: string; names: string[] }[] = [
  // an import's refused rows (domain/people.ts, importPlacement.ts)
  { pattern: /^Course '(.+)' not found$/, code: 'courseNamedNotFound', names: ['name'] },
  { pattern: /^Student '(.+)' not found$/, code: 'studentCodeNotFound', names: ['code'] },
  { pattern: /^Student '(.+)' is not enrolled in the project's course$/, code: 'studentCodeNotEnrolled', names: ['code'] },
  { pattern: /^Student '(.+)' is already in a project of this course$/, code: 'studentCodeInCourseProject', names: ['code'] },
  { pattern: /^Project '(.+)' not found$/, code: 'projectNamedNotFound', names: ['name'] },
  { pattern: /^Project '(.+)' not found in course '(.+)'$/, code: 'projectNotFoundInCourse', names: ['name', 'course'] },
  { pattern: /^(\d+) courses are named '(.+)'; use the ID$/, code: 'coursesSameName', names: ['count', 'name'] },
  { pattern: /^(\d+) projects are named '(.+)'; use the ID$/, code: 'projectsSameName', names: ['count', 'name'] },
  { pattern: /^(\d+) projects are named '(.+)'; use the ID in course '(.+)'$/, code: 'projectsSameNameInCourse', names: ['count', 'name', 'course'] },
  { pattern: /^Project '(.+)' is graded: no student can be added$/, code: 'projectNamedGraded', names: ['name'] },
  { pattern: /^The \S+ '(.+)' is also in row (\d+)$/, code: 'alsoInRow', names: ['value', 'row'] },
  { pattern: /^Student (\d+) in course (\d+) not found$/, code: 'studentInCourseNotFound', names: ['id', 'course'] },
  { pattern: /^Lecturer[- ]in[- ]board(?: (\d+))? not found$/, code: 'lecturerInBoardNotFound', names: ['id'] },
  { pattern: /^Student[- ]in[- ]project(?: (\d+))? not found$/, code: 'studentInProjectNotFound', names: ['id'] },
  { pattern: /^Score column(?: (\d+))? not found$/, code: 'scoreColumnNotFound', names: ['id'] },
  { pattern: /^Account(?: (\d+))? not found$/, code: 'accountNotFound', names: ['id'] },
  { pattern: /^(?:Evaluation board|Board)(?: (\d+))? not found$/, code: 'boardNotFound', names: ['id'] },
  { pattern: /^Course(?: (\d+))? not found$/, code: 'courseNotFound', names: ['id'] },
  { pattern: /^Project(?: (\d+))?(?: on an evaluation board)? not found$/, code: 'projectNotFound', names: ['id'] },
  { pattern: /^Student(?: (\d+))?(?: in course \d+)? not found$/, code: 'studentNotFound', names: ['id'] },
  { pattern: /^Lecturer(?: (\d+))? not found$/, code: 'lecturerNotFound', names: ['id'] },
  { pattern: /^Template(?: (\d+))? not found$/, code: 'templateNotFound', names: ['id'] },
  { pattern: /^Subject(?: (\d+))? not found$/, code: 'subjectNotFound', names: ['id'] },
  { pattern: /^Semester(?: (\d+))? not found$/, code: 'semesterNotFound', names: ['id'] },
  { pattern: /^.+ not found$/, code: 'notFound', names: [] },
  // the defence schedule: the conflicts named (the screens show them from the answer's `conflicts` list)
  { pattern: /^Schedule conflict: (.+)$/s, code: 'scheduleConflict', names: ['details'] },
  { pattern: /^Imported the schedule: (\d+) boards, (\d+) slots$/, code: 'importedSchedule', names: ['boards', 'slots'] },
  {
    pattern: /^Cannot delete score column (\d+): the other columns of template (\d+) would no longer add up to 100% \(.+\)$/,
    code: 'deleteColumnBreaks100',
    names: ['id', 'template'],
  },
  { pattern: /^Cannot delete template (\d+): the history of marks refers to its score columns$/, code: 'templateHasHistory', names: ['id'] },
  { pattern: /^Cannot delete [a-z ]+? (\d+): .+$/, code: 'cannotDelete', names: ['id'] },
  // the domain's refusals with ids, names and dates
  { pattern: /^The dates overlap the semester (.+) - (.+) \((.+) to (.+)\)$/, code: 'semesterOverlap', names: ['year', 'session', 'start', 'end'] },
  { pattern: /^The date must lie inside the semester (.+) - (.+) \((.+) to (.+)\)$/, code: 'dateOutsideSemester', names: ['year', 'session', 'start', 'end'] },
  {
    pattern: /^The evaluation board (\d+) \((.*)\) on (.+) would fall outside the semester's dates$/,
    code: 'boardOutsideSemester',
    names: ['id', 'name', 'date'],
  },
  { pattern: /^The subject name '(.+)' is already used by subject (\d+) \((.*)\)$/, code: 'subjectNameTaken', names: ['name', 'id', 'other'] },
  { pattern: /^Course (\d+) does not belong to semester (\d+)$/, code: 'courseNotInSemester', names: ['id', 'semester'] },
  { pattern: /^Course (\d+) does not belong to subject (\d+)$/, code: 'courseNotInSubject', names: ['id', 'subject'] },
  { pattern: /^Template (\d+) belongs to another subject: choose a template of subject (\d+)$/, code: 'templateOtherSubject', names: ['id', 'subject'] },
  { pattern: /^Template (\d+) has no score columns yet, so a board cannot use it$/, code: 'templateNoColumns', names: ['id'] },
  { pattern: /^Template (\d+) already has score columns: replace them \(.+\) or delete them first$/, code: 'templateHasColumns', names: ['id'] },
  { pattern: /^Template ID (\d+) already exists$/, code: 'templateIdTaken', names: ['id'] },
  { pattern: /^The score columns of template (\d+) are not complete \(100%\), so a board cannot use it$/, code: 'templateIncomplete', names: ['id'] },
  { pattern: /^The score columns of template (\d+) do not add up to 100%, so a board cannot use it$/, code: 'templateNot100', names: ['id'] },
  { pattern: /^The score columns of template (\d+) cannot change: a board using it already has marks$/, code: 'templateColumnsLocked', names: ['id'] },
  { pattern: /^The template cannot change: the board already has (\d+) marks$/, code: 'boardHasMarks', names: ['count'] },
  {
    pattern: /^The student cannot leave this course: they are in its project (\d+) \((.*)\); remove them from it first$/,
    code: 'studentInCourseProject',
    names: ['id', 'name'],
  },
  { pattern: /^The code '(.+)' is already taken$/, code: 'codeTaken', names: ['code'] },
  { pattern: /^The \S+ '(.+)' is already taken$/, code: 'valueTaken', names: ['value'] },
  { pattern: /^(\d+) of (\d+) rows are invalid; nothing was imported$/, code: 'importInvalidRows', names: ['count', 'total'] },
  { pattern: /^The file has more than (\d+) rows$/, code: 'importTooManyRows', names: ['max'] },
  { pattern: /^(\d+) of (\d+) students cannot be enrolled; nothing was changed$/, code: 'bulkCannotEnrol', names: ['count', 'total'] },
  { pattern: /^(\d+) of (\d+) students cannot be added to this project; nothing was changed$/, code: 'bulkCannotPlace', names: ['count', 'total'] },
  // marking (common/validation/scores.ts SCORE_MESSAGE, with the student and the column)
  { pattern: /^Scores must be numbers from 0 to 10 inclusive: (.+) has no score for (.+)$/, code: 'scoreMissing', names: ['student', 'column'] },
  { pattern: /^Score column (\d+) is not a column of this board's template$/, code: 'columnNotInTemplate', names: ['id'] },
  { pattern: /^The score of column (\d+) for stdinprjId (\d+) is sent twice$/, code: 'scoreSentTwice', names: ['column', 'student'] },
  { pattern: /^comments: stdinprjId (\d+) is not a student of this project$/, code: 'commentStudent', names: ['id'] },
  { pattern: /^comments: score column (\d+) is not a column of this board's template$/, code: 'commentColumn', names: ['id'] },
  { pattern: /^comments: the comment (\d+):(\d+) is sent twice$/, code: 'commentTwice', names: ['student', 'column'] },
  { pattern: /^stdinprjId (\d+) is not a student of this project$/, code: 'notStudentOfProject', names: ['id'] },
  // requests no form sends (an API client's mistakes)
  { pattern: /^body\.score has an unknown field '(.*)' \(keys are score column ids\)$/, code: 'unknownScoreColumn', names: ['key'] },
  { pattern: /^filterOp '(.*)' does not apply to the (.+) column$/, code: 'filterOpInvalid', names: ['op', 'column'] },
  { pattern: /^(\S+) must be a date \(YYYY-MM-DD\) or an ISO date-time$/, code: 'dateInvalid', names: ['field'] },
  { pattern: /^language must be one of (.+)$/, code: 'languageInvalid', names: ['languages'] },
  { pattern: /^(\S+) must have required property '(.+)'$/, code: 'missingProperty', names: ['where', 'property'] },
  { pattern: /^Imported (\d+) students$/, code: 'importedStudents', names: ['count'] },
  { pattern: /^Imported (\d+) lecturers$/, code: 'importedLecturers', names: ['count'] },
  { pattern: /^Too many failed logins; try again in (\d+) seconds$/, code: 'tooManyLogins', names: ['seconds'] },
  { pattern: /^Too many login attempts at the moment; try again in (\d+) seconds$/, code: 'tooManyLogins', names: ['seconds'] },
  { pattern: /^Too many password attempts; try again in (\d+) seconds$/, code: 'tooManyPasswordTries', names: ['seconds'] },
  { pattern: /^Too many password checks at the moment; try again in (\d+) seconds$/, code: 'tooManyPasswordTries', names: ['seconds'] },
  { pattern: /^Too many documents are being prepared; try again in (\d+) seconds$/, code: 'documentsBusy', names: ['seconds'] },
  { pattern: /^The username '(.+)' is already taken$/, code: 'usernameTaken', names: ['username'] },
  { pattern: /^(\S+) must not contain NUL characters$/, code: 'nulCharacters', names: ['field'] },
  { pattern: /^No such path: (.+)$/, code: 'noSuchPath', names: ['path'] },
  { pattern: /^The filter keeps (\d+) students; narrow it to at most (\d+)$/, code: 'bulkFilterTooWide', names: ['count', 'max'] },
];

/** The code (fallback by status) of a stable message, with the variables a translation may interpolate. */
export function messageCode(message: string | undefined, status?: number): { code: string; values: Record<string, string> } {
  const text = message ?? '';
  const exact = MESSAGE_CODES[text];
  if (exact) return { code: exact, values: {} };
  for (const { pattern, code, names } of MESSAGE_PATTERNS) {
    const m = pattern.exec(text);
    if (m) return { code, values: Object.fromEntries(names.map((n, i) => [n, m[i + 1] ?? ''])) };
  }
  return { code: fallbackCode(status), values: {} };
}

function fallbackCode(status: number | undefined): string {
  switch (status) {
    case 400:
      return 'badRequest';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 409:
      return 'conflict';
    case 429:
      return 'tooMany';
    case 503:
      return 'databaseUnavailable';
    default:
      return status !== undefined && status >= 500 ? 'serverError' : 'refused';
  }
}
