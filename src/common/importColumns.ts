/**
 * The columns of the people imports (CSV and .xlsx): each call field and the file column it is read from. Headers
 * are matched ignoring case, spaces, dashes and underscores ('Phone Number' = 'phonenumber').
 * Students: the export's columns (ID is ignored) plus username and password; the optional Course and Project (an ID
 * or an exact name) enrol each student while importing (blank: not enrolled).
 */
export const STUDENT_IMPORT_COLUMNS = {
  code: 'Code',
  name: 'Name',
  birthday: 'Birthday',
  address: 'Address',
  username: 'Username',
  password: 'Password',
  course: 'Course',
  project: 'Project',
};

/** Lecturers: the export's columns (ID is ignored) plus username and password. */
export const LECTURER_IMPORT_COLUMNS = { name: 'Name', birthday: 'Birthday', phone: 'Phone Number', address: 'Address', username: 'Username', password: 'Password' };

/** A header as the imports compare it. */
export const headerKey = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

/** Courses with their students (.xlsx only): the course's fields as POST /course/add takes them, and the codes of the students to enrol (separated by commas, semicolons or spaces). */
export const COURSE_IMPORT_COLUMNS = { name: 'Name', subjectId: 'Subject ID', semesterId: 'Semester ID', LectureId: 'Lecturer ID', students: 'Student codes' };

/** Projects with their members (.xlsx only): the fields of POST /project/add and the members' codes (enrolled in the course, in no other project of it). */
export const PROJECT_IMPORT_COLUMNS = { name: 'Name', notion: 'Notion', courseId: 'Course ID', students: 'Student codes' };

/** A term's schedule (CSV and .xlsx): one row per slot; the CSV export adds LecturerNames and ProjectName, which the import ignores. */
export const SCHEDULE_IMPORT_COLUMNS = ['Board', 'Room', 'Date', 'Start', 'End', 'SubjectId', 'TemplateId', 'Lecturers', 'ProjectId', 'Order', 'Time', 'Minutes'] as const;
