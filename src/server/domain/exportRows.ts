import type { StudentQuery } from '../../common/contract/admin';
import type { Q } from './db';
import { filteredStudents } from './reads/students';

/**
 * The rows of the Excel exports that import back (documents/xlsx/importableSheets.ts): every field the import of the
 * same kind reads (usernames, the ids a course or project names, the codes of its students), beside the names the
 * grid shows.
 */

export interface StudentExportRow {
  Id: number;
  Code: string;
  Name: string;
  Address: string;
  BirthDay: string;
  Username: string;
  /** blank: mail goes to <username>@EMAIL_DOMAIN */
  Email?: string;
}

const usernamesOf = async (db: Q, table: 'student' | 'lecturer') =>
  new Map((await db.selectFrom(`${table} as p` as 'student as p').innerJoin('account as a', 'a.Id', 'p.AccountId').select(['p.Id', 'a.Username']).execute()).map((r) => [r.Id, r.Username]));

/** Every student, or (a query given) those the Students grid's search and filter keep, in its order. */
export async function studentExportRows(db: Q, query: StudentQuery | null): Promise<StudentExportRow[]> {
  const rows = query ? await filteredStudents(db, query) : await db.selectFrom('student').select(['Id', 'Code', 'Name', 'BirthDay', 'Address', 'Email']).orderBy('Code').orderBy('Id').execute();
  const usernames = await usernamesOf(db, 'student');
  return rows.map((r) => ({ Id: r.Id, Code: r.Code, Name: r.Name, Address: r.Address ?? '', BirthDay: r.BirthDay ?? '', Username: usernames.get(r.Id) ?? '', Email: r.Email ?? '' }));
}

export interface LecturerExportRow {
  Id: number;
  Name: string;
  PhoneNumber: string;
  BirthDay: string;
  Address: string;
  Username: string;
  /** blank: mail goes to <username>@EMAIL_DOMAIN */
  Email: string;
}

/** Every lecturer, or only those of `ids` (the rows the Lecturers grid shows), by id. */
export async function lecturerExportRows(db: Q, ids: number[] | null): Promise<LecturerExportRow[]> {
  let q = db.selectFrom('lecturer').select(['Id', 'Name', 'PhoneNumber', 'BirthDay', 'Address', 'Email']).orderBy('Id');
  if (ids) q = q.where('Id', 'in', ids.length > 0 ? ids : [0]);
  const [rows, usernames] = await Promise.all([q.execute(), usernamesOf(db, 'lecturer')]);
  return rows.map((r) => ({ ...r, BirthDay: r.BirthDay ?? '', Address: r.Address ?? '', Username: usernames.get(r.Id) ?? '', Email: r.Email ?? '' }));
}

/** Each group's student codes (in code order), joined by ', ' as the imports' 'Student codes' cell reads them. */
function codesBy(rows: { Group: number; Code: string }[]): Map<number, string> {
  const by = new Map<number, string[]>();
  for (const r of rows) {
    const list = by.get(r.Group);
    if (list) list.push(r.Code);
    else by.set(r.Group, [r.Code]);
  }
  return new Map([...by].map(([g, codes]) => [g, codes.sort().join(', ')]));
}

export interface CourseExportRow {
  Id: number;
  Name: string;
  SubjectId: number;
  SubjectName: string;
  SemesterId: number;
  SemesterName: string;
  LectureId: number;
  LecturerName: string;
  StudentCodes: string;
}

/** The courses of a term (the Courses grid's), each with its enrolled students' codes. */
export async function courseExportRows(db: Q, semesterId: number): Promise<CourseExportRow[]> {
  const rows = await db
    .selectFrom('course as c')
    .innerJoin('subject as s', 's.Id', 'c.SubjectId')
    .innerJoin('semester as t', 't.Id', 'c.SemesterId')
    .innerJoin('lecturer as l', 'l.Id', 'c.LectureId')
    .select(['c.Id', 'c.Name', 'c.SubjectId', 's.Name as SubjectName', 'c.SemesterId', 't.Session', 't.Year', 'c.LectureId', 'l.Name as LecturerName'])
    .where('c.SemesterId', '=', semesterId)
    .orderBy('c.Id')
    .execute();
  const codes = codesBy(
    await db
      .selectFrom('student_in_course as sc')
      .innerJoin('student as st', 'st.Id', 'sc.StudentId')
      .innerJoin('course as c', 'c.Id', 'sc.CourseId')
      .select(['sc.CourseId as Group', 'st.Code'])
      .where('c.SemesterId', '=', semesterId)
      .execute(),
  );
  return rows.map(({ Session, Year, ...r }) => ({ ...r, SemesterName: `${Session} ${Year}`, StudentCodes: codes.get(r.Id) ?? '' }));
}

export interface ProjectExportRow {
  Id: number;
  Name: string;
  Notion: string;
  CourseId: number;
  CourseName: string;
  StudentCodes: string;
}

/** The projects of a course (the Projects grid's), each with its members' codes. */
export async function projectExportRows(db: Q, courseId: number): Promise<ProjectExportRow[]> {
  const rows = await db
    .selectFrom('project as p')
    .innerJoin('course as c', 'c.Id', 'p.CourseId')
    .select(['p.Id', 'p.Name', 'p.Notion', 'p.CourseId', 'c.Name as CourseName'])
    .where('p.CourseId', '=', courseId)
    .orderBy('p.Id')
    .execute();
  const codes = codesBy(
    await db
      .selectFrom('student_in_project as sp')
      .innerJoin('student as st', 'st.Id', 'sp.StudentId')
      .select(['sp.ProjectId as Group', 'st.Code'])
      .where('sp.CourseId', '=', courseId)
      .execute(),
  );
  return rows.map((r) => ({ ...r, StudentCodes: codes.get(r.Id) ?? '' }));
}

/** The template of each board of a term (the schedule's import names it for a new board). */
export async function boardTemplates(db: Q, semesterId: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom('board').select(['Id', 'TemplateId']).where('SemesterId', '=', semesterId).execute();
  return new Map(rows.map((r) => [r.Id, r.TemplateId]));
}
