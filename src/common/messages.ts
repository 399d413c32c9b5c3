/**
 * Visible messages of spec section 8 that both sides show. Where the spec marks a text as misspelled
 * ("spelled so"), the corrected text ships (README, "Deliberate deviations").
 */
export const MESSAGES = {
  /** spec: 'Delele successfully' */
  deleted: 'Deleted successfully',
  deleteError: 'Delete error',
  notPerformed: 'This operation cannot be performed',
} as const;

/**
 * Issue 14: a stable `code` for each server message, sent beside the English `message` (which stays as the spec
 * says), so the client shows it in the chosen language (`errors.<code>` of its catalogues).
 */
export const MESSAGE_CODES: Record<string, string> = {
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
  'A record this refers to was changed or deleted meanwhile; reload and try again': 'raceDeleted',
  'This record already exists (it was just added by another request); reload and try again': 'raceExists',
  'Something went wrong on the server; nothing was changed': 'serverError',
  'The database is unavailable, please retry': 'databaseUnavailable',
  'Not found': 'notFound',
  'Score not public': 'scoreNotPublic',
  'Added semester successfully': 'addedSemester',
  'Added subject successfully': 'addedSubject',
  'Add course added successfully': 'addedCourse',
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
};

/** Messages with a variable part: the code, and the variables the translations interpolate. */
const MESSAGE_PATTERNS: { pattern: RegExp; code: string; names: string[] }[] = [
  { pattern: /^(?:Evaluation board|Board)(?: (\d+))? not found$/, code: 'boardNotFound', names: ['id'] },
  { pattern: /^Course(?: (\d+))? not found$/, code: 'courseNotFound', names: ['id'] },
  { pattern: /^Project(?: (\d+))?(?: on an evaluation board)? not found$/, code: 'projectNotFound', names: ['id'] },
  { pattern: /^Student(?: (\d+))?(?: in course \d+)? not found$/, code: 'studentNotFound', names: ['id'] },
  { pattern: /^Lecturer(?: (\d+))? not found$/, code: 'lecturerNotFound', names: ['id'] },
  { pattern: /^Template(?: (\d+))? not found$/, code: 'templateNotFound', names: ['id'] },
  { pattern: /^Subject(?: (\d+))? not found$/, code: 'subjectNotFound', names: ['id'] },
  { pattern: /^Semester(?: (\d+))? not found$/, code: 'semesterNotFound', names: ['id'] },
  { pattern: /^.+ not found$/, code: 'notFound', names: [] },
  { pattern: /^Cannot delete \S+ (\d+): .+$/, code: 'cannotDelete', names: ['id'] },
  { pattern: /^Imported (\d+) students$/, code: 'importedStudents', names: ['count'] },
  { pattern: /^Imported (\d+) lecturers$/, code: 'importedLecturers', names: ['count'] },
  { pattern: /^Too many failed logins; try again in (\d+) seconds$/, code: 'tooManyLogins', names: ['seconds'] },
  { pattern: /^Too many login attempts at the moment; try again in (\d+) seconds$/, code: 'tooManyLogins', names: ['seconds'] },
  { pattern: /^The username '(.+)' is already taken$/, code: 'usernameTaken', names: ['username'] },
  { pattern: /^(\S+) must not contain NUL characters$/, code: 'nulCharacters', names: ['field'] },
  { pattern: /^No such path: .+$/, code: 'noSuchPath', names: [] },
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
