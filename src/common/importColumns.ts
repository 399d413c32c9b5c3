import { LIMITS } from './validation/limits';

/**
 * The columns of the imports (CSV and .xlsx) and of the exports that import back: each call field, the header it
 * is read from in English and in Vietnamese (a file in either language is read; the export writes the language
 * asked), the longest text a cell may hold (the JSON import's limit: a longer cell is cut to one character more,
 * so the field's own rule refuses it without the reader keeping a huge text), whether the column must be present,
 * and whether it holds a date (read from a date cell, YYYY-MM-DD or dd/mm/yyyy). Headers are matched ignoring case,
 * accents, spaces, dashes and underscores ('Phone Number' = 'phonenumber', 'Ngay sinh' = 'Ngày sinh').
 */
export interface ImportColumn {
  en: string;
  vi: string;
  /** other headers read as this column (earlier exports' names) */
  also?: readonly string[];
  max: number;
  required?: boolean;
  date?: boolean;
}

/** A 'Student codes' cell lists up to a whole course: codes and their separators. */
const CODES_CELL = LIMITS.importRows * (LIMITS.codeMax + 1);

/** Students: the export's columns (ID is ignored); no password gives an account without one (set later). */
export const STUDENT_SHEET = {
  code: { en: 'Code', vi: 'Mã số sinh viên', also: ['Mã sinh viên', 'MSSV'], max: LIMITS.codeMax, required: true },
  // the Students grid's header is read too (the export writes it)
  name: { en: 'Name', vi: 'Họ và tên', also: ['Student Name'], max: LIMITS.personNameMax, required: true },
  address: { en: 'Address', vi: 'Địa chỉ', max: LIMITS.address, required: true },
  birthday: { en: 'Birthday', vi: 'Ngày sinh', max: LIMITS.dateText, required: true, date: true },
  username: { en: 'Username', vi: 'Tên đăng nhập', max: LIMITS.usernameMax, required: true },
  password: { en: 'Password', vi: 'Mật khẩu', max: LIMITS.passwordMax },
  // optional: blank sends mail to <username>@EMAIL_DOMAIN
  email: { en: 'Email', vi: 'Thư điện tử', also: ['E-mail'], max: LIMITS.email },
  course: { en: 'Course', vi: 'Lớp học phần', max: LIMITS.name },
  project: { en: 'Project', vi: 'Đề tài', max: LIMITS.name },
} as const satisfies Record<string, ImportColumn>;

/** Lecturers: the export's columns (ID is ignored) plus username and an optional password. */
export const LECTURER_SHEET = {
  // the Lecturers grid's headers are read too (the export writes them)
  name: { en: 'Name', vi: 'Họ và tên', also: ['Lecturer Name', 'Họ tên giảng viên'], max: LIMITS.personNameMax, required: true },
  phone: { en: 'Phone Number', vi: 'Số điện thoại', max: LIMITS.phoneText, required: true },
  address: { en: 'Address', vi: 'Địa chỉ', max: LIMITS.address, required: true },
  birthday: { en: 'Birthday', vi: 'Ngày sinh', max: LIMITS.dateText, required: true, date: true },
  username: { en: 'Username', vi: 'Tên đăng nhập', max: LIMITS.usernameMax, required: true },
  password: { en: 'Password', vi: 'Mật khẩu', max: LIMITS.passwordMax },
  email: { en: 'Email', vi: 'Thư điện tử', also: ['E-mail'], max: LIMITS.email },
} as const satisfies Record<string, ImportColumn>;

/** Courses with their students (.xlsx only): the fields of POST /course/add and the codes of the students to enrol. */
export const COURSE_SHEET = {
  name: { en: 'Name', vi: 'Tên lớp học phần', max: LIMITS.name, required: true },
  subjectId: { en: 'Subject ID', vi: 'Mã môn học', max: 12, required: true },
  semesterId: { en: 'Semester ID', vi: 'Mã học kỳ', max: 12, required: true },
  LectureId: { en: 'Lecturer ID', vi: 'Mã giảng viên', max: 12, required: true },
  students: { en: 'Student codes', vi: 'Mã số sinh viên', max: CODES_CELL },
} as const satisfies Record<string, ImportColumn>;

/** Projects with their members (.xlsx only): the fields of POST /project/add and the members' codes. */
export const PROJECT_SHEET = {
  name: { en: 'Name', vi: 'Tên đề tài', max: LIMITS.name, required: true },
  notion: { en: 'Notion', vi: 'Mô tả', max: LIMITS.description, required: true },
  courseId: { en: 'Course ID', vi: 'Mã lớp học phần', max: 12, required: true },
  students: { en: 'Student codes', vi: 'Mã số sinh viên', max: CODES_CELL },
} as const satisfies Record<string, ImportColumn>;

/**
 * A term's schedule (CSV and .xlsx): one row per slot. The field names are the CSV's headers (its import reads
 * them in lower case); the exports add the subject's, lecturers' and project's names, which the import ignores.
 */
export const SCHEDULE_SHEET = {
  Board: { en: 'Board', vi: 'Hội đồng', max: LIMITS.name, required: true },
  Room: { en: 'Room', vi: 'Phòng', max: LIMITS.room, required: true },
  Date: { en: 'Date', vi: 'Ngày', max: LIMITS.dateText, required: true, date: true },
  Start: { en: 'Start', vi: 'Bắt đầu', max: LIMITS.dateText, required: true },
  End: { en: 'End', vi: 'Kết thúc', max: LIMITS.dateText, required: true },
  SubjectId: { en: 'SubjectId', vi: 'Mã môn học', max: 12 },
  TemplateId: { en: 'TemplateId', vi: 'Mã mẫu điểm', max: 12 },
  Lecturers: { en: 'Lecturers', vi: 'Mã giảng viên', max: 2000 },
  ProjectId: { en: 'ProjectId', vi: 'Mã đề tài', max: 12 },
  Order: { en: 'Order', vi: 'Thứ tự', max: 12 },
  Time: { en: 'Time', vi: 'Giờ', max: LIMITS.dateText },
  Minutes: { en: 'Minutes', vi: 'Số phút', max: 12 },
} as const satisfies Record<string, ImportColumn>;

export type ImportSheet = Record<string, ImportColumn>;

const english = <T extends ImportSheet>(sheet: T) => Object.fromEntries(Object.entries(sheet).map(([field, c]) => [field, c.en])) as { [K in keyof T]: T[K]['en'] };

/** Each call field and its English header (the CSV import's columns, the import dialogs' list). */
export const STUDENT_IMPORT_COLUMNS = english(STUDENT_SHEET);
export const LECTURER_IMPORT_COLUMNS = english(LECTURER_SHEET);
export const COURSE_IMPORT_COLUMNS = english(COURSE_SHEET);
export const PROJECT_IMPORT_COLUMNS = english(PROJECT_SHEET);
export const SCHEDULE_IMPORT_COLUMNS = Object.keys(SCHEDULE_SHEET) as (keyof typeof SCHEDULE_SHEET)[];

/** A header as the imports compare it: lower case, without accents, spaces, dashes or underscores. */
export const headerKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/** Every header a column is read from, as compared. */
export const headerKeysOf = (c: ImportColumn) => [c.en, c.vi, ...(c.also ?? [])].map(headerKey);

/**
 * The people imports' columns by their English header (the CSV import's fields are named so): the headers each is
 * read from, and whether it must be present.
 */
export function peopleColumn(english: string): { keys: string[]; required: boolean; vi: string } | null {
  const column = [...Object.values(STUDENT_SHEET), ...Object.values(LECTURER_SHEET)].find((c) => c.en === english) as ImportColumn | undefined;
  return column ? { keys: headerKeysOf(column), required: column.required === true, vi: column.vi } : null;
}

/** The header of a column in a language. */
export const headerIn = (c: ImportColumn, language: 'en' | 'vi') => c[language];

/**
 * A date typed day first (21/08/2004, 1/8/2004, 21-08-2004, 21.08.2004) as YYYY-MM-DD; anything else unchanged (the
 * date rule then judges it). Files of this university write the day first in both languages.
 */
export function isoFromDayFirst(text: string): string {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : text;
}
