import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import type { Lang } from './screens';

/**
 * The five Excel imports as the preview test drives them: where the import lives, what its dialog is called, the
 * workbook of three rows it sends (each row named after `tag`, so every run imports rows of its own), the headers
 * the preview shows, and how the API tells whether the rows were written. Demo data: subject 1, semester 2
 * (2026 - Fall), lecturer 1, course 3, template 101. A person's name holds at most 25 characters.
 */
export interface ImportKind {
  kind: 'students' | 'lecturers' | 'courses' | 'projects' | 'schedule';
  /** /admin?section=… */
  section: string;
  noun: Record<Lang, string>;
  /** the preview table's column headers (the columns the file fills) */
  headers: Record<Lang, string[]>;
  /** three rows; the first's name (the value the preview shows and the API finds) is `named(tag)` */
  file(tag: string): Promise<Buffer>;
  named(tag: string): string;
  /** the API's list of these rows (GET, the admin's cookie) */
  list: string;
}

async function workbook(header: string[], rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const three = <T>(row: (i: number) => T) => [1, 2, 3].map(row);
/** a day of semester 2 of its own for each tag (boards in one room at one time would conflict), the same each time it is asked */
const days = new Map<string, string>();
const dayOf = (tag: string) => days.get(tag) ?? days.set(tag, `2026-12-${String(7 + days.size).padStart(2, '0')}`).get(tag)!;

export const IMPORT_KINDS: ImportKind[] = [
  {
    kind: 'students',
    section: 'student',
    noun: { en: 'students', vi: 'sinh viên' },
    headers: { en: ['Code', 'Name', 'Address', 'Birthday', 'Username'], vi: ['Mã số sinh viên', 'Họ và tên', 'Địa chỉ', 'Ngày sinh', 'Tên đăng nhập'] },
    named: (tag) => `PV Student ${tag} 1`,
    file: (tag) => workbook(['Code', 'Name', 'Address', 'Birthday', 'Username'], three((i) => [`PK${tag}${i}`, `PV Student ${tag} ${i}`, 'Da Nang', '2004-08-21', `pk.${tag.toLowerCase()}.${i}`])),
    list: '/api/student/getall',
  },
  {
    kind: 'lecturers',
    section: 'lecturer',
    noun: { en: 'lecturers', vi: 'giảng viên' },
    headers: { en: ['Name', 'Phone Number', 'Address', 'Birthday', 'Username'], vi: ['Họ và tên', 'Số điện thoại', 'Địa chỉ', 'Ngày sinh', 'Tên đăng nhập'] },
    named: (tag) => `PV Lecturer ${tag} 1`,
    file: (tag) => workbook(['Name', 'Phone Number', 'Address', 'Birthday', 'Username'], three((i) => [`PV Lecturer ${tag} ${i}`, `090512345${i}`, 'Hà Nội', '1980-05-06', `pkl.${tag.toLowerCase()}.${i}`])),
    list: '/api/teacher/getall',
  },
  {
    kind: 'courses',
    section: 'course',
    noun: { en: 'courses', vi: 'lớp học phần' },
    headers: { en: ['Name', 'Subject ID', 'Semester ID', 'Lecturer ID', 'Student codes'], vi: ['Tên lớp học phần', 'Mã môn học', 'Mã học kỳ', 'Mã giảng viên', 'Mã số sinh viên'] },
    named: (tag) => `PV-${tag}-1`,
    file: (tag) => workbook(['Name', 'Subject ID', 'Semester ID', 'Lecturer ID', 'Student codes'], three((i) => [`PV-${tag}-${i}`, 1, 2, 1, 'SE160001, SE160002'])),
    list: '/api/course/getall',
  },
  {
    kind: 'projects',
    section: 'project',
    noun: { en: 'projects', vi: 'đồ án' },
    headers: { en: ['Name', 'Notion', 'Course ID'], vi: ['Tên đề tài', 'Mô tả', 'Mã lớp học phần'] },
    named: (tag) => `Preview project ${tag} 1`,
    file: (tag) => workbook(['Name', 'Notion', 'Course ID', 'Student codes'], three((i) => [`Preview project ${tag} ${i}`, 'Một đề tài thử nghiệm', 3, ''])),
    list: '/api/project/getall',
  },
  {
    kind: 'schedule',
    section: 'schedule',
    noun: { en: 'schedule', vi: 'lịch bảo vệ' },
    headers: { en: ['Board', 'Room', 'Date', 'Start', 'End', 'SubjectId', 'TemplateId'], vi: ['Hội đồng', 'Phòng', 'Ngày', 'Bắt đầu', 'Kết thúc', 'Mã môn học', 'Mã mẫu điểm'] },
    named: (tag) => `PV Board ${tag} 1`,
    file: (tag) => {
      const date = dayOf(tag);
      const header = ['Board', 'Room', 'Date', 'Start', 'End', 'SubjectId', 'TemplateId', 'Lecturers', 'ProjectId', 'Order', 'Time', 'Minutes'];
      return workbook(header, three((i) => [`PV Board ${tag} ${i}`, `P${i}`, date, '08:00', '10:00', 1, 101, '', '', '', '', '']));
    },
    list: '/api/schedule/grid?semesterId=2',
  },
];

/** Whether the API lists a row named `name` (in a bare array or the envelope's data). */
export async function listed(page: Page, list: string, name: string): Promise<boolean> {
  return page.evaluate(
    async ({ list, name }) => {
      const body = (await (await fetch(list)).json()) as unknown;
      // the spec's student list names its fields in lower case, the others as the tables do
      const rows = (Array.isArray(body) ? body : (body as { data: unknown[] }).data) as { Name?: string; name?: string }[];
      return rows.some((r) => (r.Name ?? r.name) === name);
    },
    { list, name },
  );
}
