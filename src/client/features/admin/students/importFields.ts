/**
 * Import file columns: the export's (ID is ignored) plus username and password; the optional Course and Project
 * (an ID or an exact name) enrol each student while importing (blank: not enrolled).
 */
export const IMPORT_FIELDS = {
  code: 'Code',
  name: 'Name',
  birthday: 'Birthday',
  address: 'Address',
  username: 'Username',
  password: 'Password',
  course: 'Course',
  project: 'Project',
};
