import { COURSE_SHEET, LECTURER_SHEET, PROJECT_SHEET, SCHEDULE_SHEET, STUDENT_SHEET, type ImportSheet } from '../../../common/importColumns';
import type { Language } from '../../../common/languages';
import type { CourseExportRow, LecturerExportRow, ProjectExportRow, StudentExportRow } from '../../domain/exportRows';
import type { TermData } from '../../domain/schedule/term';
import type { XlsxTexts } from './texts';
import type { XlsxCell, XlsxColumn, XlsxSheet } from './writer';

/**
 * The exports that import back: each column the import of the same kind reads carries that import's header in the
 * language asked (common/importColumns.ts, the one list both sides read), in the grid's order, beside the names the
 * grid shows (which the import ignores); the students' and lecturers' exports are the grid's visible columns with its
 * headers (the import reads those too), then the username the grid does not show but the import needs; dates as date cells shown the language's way. A template is the same sheet
 * without rows.
 */

type Kind = 'students' | 'lecturers' | 'courses' | 'projects' | 'schedule';

const text = (header: string, width = 24): XlsxColumn => ({ header, type: 'text', width });
const integer = (header: string, width = 10): XlsxColumn => ({ header, type: 'integer', width });
const date = (header: string): XlsxColumn => ({ header, type: 'date' });

/** The header of an import's column in the language asked. */
const h = <S extends ImportSheet>(sheet: S, field: keyof S, language: Language) => sheet[field]![language];

export function studentsSheet(x: XlsxTexts, language: Language, rows: StudentExportRow[]): XlsxSheet {
  const s = STUDENT_SHEET;
  return {
    name: x.students,
    dateFormat: x.dateFormat,
    columns: [integer(x.id, 8), text(h(s, 'code', language), 14), text(x.studentGridName, 30), text(h(s, 'address', language), 40), date(h(s, 'birthday', language)), text(h(s, 'email', language), 30), text(h(s, 'username', language), 20)],
    rows: rows.map((r) => [r.Id, r.Code, r.Name, r.Address, r.BirthDay, r.Email ?? '', r.Username]),
  };
}

export function lecturersSheet(x: XlsxTexts, language: Language, rows: LecturerExportRow[]): XlsxSheet {
  const s = LECTURER_SHEET;
  return {
    name: x.lecturers,
    dateFormat: x.dateFormat,
    columns: [integer(x.id, 8), text(x.lecturerGridName, 30), text(h(s, 'phone', language), 16), date(h(s, 'birthday', language)), text(h(s, 'address', language), 40), text(h(s, 'email', language), 30), text(h(s, 'username', language), 20)],
    rows: rows.map((r) => [r.Id, r.Name, r.PhoneNumber, r.BirthDay, r.Address, r.Email, r.Username]),
  };
}

export function coursesSheet(x: XlsxTexts, language: Language, rows: CourseExportRow[]): XlsxSheet {
  const s = COURSE_SHEET;
  return {
    name: x.courses,
    columns: [
      integer(x.id, 8),
      text(x.semesterName, 16),
      text(x.subjectName),
      text(h(s, 'name', language), 30),
      text(x.lecturerName),
      integer(h(s, 'subjectId', language)),
      integer(h(s, 'semesterId', language)),
      integer(h(s, 'LectureId', language)),
      text(h(s, 'students', language), 40),
    ],
    rows: rows.map((r) => [r.Id, r.SemesterName, r.SubjectName, r.Name, r.LecturerName, r.SubjectId, r.SemesterId, r.LectureId, r.StudentCodes]),
  };
}

export function projectsSheet(x: XlsxTexts, language: Language, rows: ProjectExportRow[]): XlsxSheet {
  const s = PROJECT_SHEET;
  return {
    name: x.projects,
    columns: [integer(x.id, 8), text(x.courseName), text(h(s, 'name', language), 30), text(h(s, 'notion', language), 40), integer(h(s, 'courseId', language)), text(h(s, 'students', language), 40)],
    rows: rows.map((r) => [r.Id, r.CourseName, r.Name, r.Notion, r.CourseId, r.StudentCodes]),
  };
}

/**
 * A term's schedule, one row per slot (a board without projects: one row, the slot's cells empty): the schedule
 * import's columns with the subject's, lecturers' and project's names beside their ids.
 */
export function scheduleSheet(x: XlsxTexts, language: Language, term: TermData, subjectNames: Map<number, string>, templates: Map<number, number>): XlsxSheet {
  const s = SCHEDULE_SHEET;
  const rows: XlsxCell[][] = [];
  for (const b of term.boards) {
    const head: XlsxCell[] = [
      b.name,
      b.room,
      b.date,
      b.start,
      b.end,
      b.subjectId,
      subjectNames.get(b.subjectId) ?? '',
      templates.get(b.id) ?? null,
      b.lecturerIds.join('; '),
      b.lecturerIds.map((id) => term.names.lecturers.get(id) ?? '').join('; '),
    ];
    const slots = term.slots.filter((slot) => slot.boardId === b.id).sort((p, q) => p.order - q.order);
    if (slots.length === 0) rows.push([...head, null, null, null, null, null]);
    for (const slot of slots) rows.push([...head, slot.projectId, term.names.projects.get(slot.projectId) ?? '', slot.order, slot.start, slot.minutes]);
  }
  return {
    name: x.schedule,
    dateFormat: x.dateFormat,
    columns: [
      text(h(s, 'Board', language)),
      text(h(s, 'Room', language), 10),
      date(h(s, 'Date', language)),
      text(h(s, 'Start', language), 8),
      text(h(s, 'End', language), 8),
      integer(h(s, 'SubjectId', language)),
      text(x.subjectName),
      integer(h(s, 'TemplateId', language)),
      text(h(s, 'Lecturers', language), 16),
      text(x.lecturerNames, 40),
      integer(h(s, 'ProjectId', language)),
      text(x.projectName, 30),
      integer(h(s, 'Order', language), 8),
      text(h(s, 'Time', language), 8),
      integer(h(s, 'Minutes', language), 8),
    ],
    rows,
  };
}

/** An empty workbook of an import: its header row (every column the import reads) in the language asked. */
export function templateSheet(x: XlsxTexts, language: Language, kind: Kind): XlsxSheet {
  const sheet: ImportSheet = { students: STUDENT_SHEET, lecturers: LECTURER_SHEET, courses: COURSE_SHEET, projects: PROJECT_SHEET, schedule: SCHEDULE_SHEET }[kind];
  const name = { students: x.students, lecturers: x.lecturers, courses: x.courses, projects: x.projects, schedule: x.schedule }[kind];
  return {
    name,
    dateFormat: x.dateFormat,
    columns: Object.values(sheet).map((c) => (c.date ? date(c[language]) : text(c[language], Math.max(12, c[language].length + 4)))),
    rows: [],
  };
}

export const TEMPLATE_KINDS: readonly Kind[] = ['students', 'lecturers', 'courses', 'projects', 'schedule'];
