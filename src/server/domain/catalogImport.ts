import type { Kysely } from 'kysely';
import type { AnyObject } from 'yup';
import type { ImportRowError } from '../../common/contract/imports';
import type { Database } from '../db/schema';
import { insertId, isUniqueViolation, type Q } from './db';
import { refused, rowError } from './errors';
import { importRefusal } from './importRefusal';
import { rowProblems } from './rowChecks';
import type { Ctx } from './context';

/**
 * Imports of courses with their students and of projects with their members (.xlsx, beyond the spec). Every row
 * is checked by the rules of the single calls (the add schemas, the rows it names exist, a member enrolled in the
 * course and in no other project of it, nobody twice) before anything is written; then all rows are written in
 * one transaction, or none. Rows are the sheet's cells as text, keyed by the call's field names.
 */

export type SheetRows = Record<string, string>[];

const CHUNK = 500;

/** A cell read as the API reads its field: digits as a number (the schema's id checks), blank as missing. */
function typed(row: Record<string, string>, numeric: readonly string[]): AnyObject {
  const out: AnyObject = {};
  for (const [field, value] of Object.entries(row)) {
    const text = value.trim();
    if (field === 'students' || text === '') continue;
    out[field] = numeric.includes(field) && /^\d+$/.test(text) ? Number(text) : text;
  }
  return out;
}

/** The codes of a 'Student codes' cell: separated by commas, semicolons or spaces. */
export const splitCodes = (text: string | undefined) => (text ?? '').split(/[\s,;]+/).filter(Boolean);

async function inChunks<K, R>(keys: K[], read: (chunk: K[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < keys.length; i += CHUNK) out.push(...(await read(keys.slice(i, i + CHUNK))));
  return out;
}

async function existingIds(db: Q, table: 'subject' | 'semester' | 'lecturer' | 'course', ids: unknown[]): Promise<Set<number>> {
  const wanted = [...new Set(ids.filter((v): v is number => typeof v === 'number'))];
  const rows = await inChunks(wanted, (chunk) => db.selectFrom(table).select('Id').where('Id', 'in', chunk).execute());
  return new Set(rows.map((r) => r.Id));
}

/** Each row's students by code (unknown codes and codes listed twice are errors). */
async function membersOf(db: Q, rows: SheetRows, group: (i: number) => string, errors: ImportRowError[]): Promise<number[][]> {
  const codes = [...new Set(rows.flatMap((r) => splitCodes(r.students)))];
  const found = await inChunks(codes, (chunk) => db.selectFrom('student').select(['Id', 'Code']).where('Code', 'in', chunk).execute());
  const idOf = new Map(found.map((s) => [s.Code, s.Id]));
  const firstRow = new Map<string, number>();
  return rows.map((r, i) =>
    splitCodes(r.students).flatMap((code) => {
      const id = idOf.get(code);
      const key = `${group(i)}:${code}`;
      if (id === undefined) errors.push(rowError(i + 1, 'students', 'studentCodeNotFound', { code }));
      else if (firstRow.has(key)) errors.push(rowError(i + 1, 'students', 'codeAlsoInRow', { value: code, row: firstRow.get(key)! }));
      else {
        firstRow.set(key, i + 1);
        return [id];
      }
      return [];
    }),
  );
}


function refuseIfAny(errors: ImportRowError[], total: number): void {
  if (errors.length > 0) throw importRefusal(errors, total);
}

async function writeAll(db: Kysely<Database>, work: (trx: Q) => Promise<void>): Promise<void> {
  try {
    await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(400, 'raceExists');
    throw error;
  }
}

/**
 * Courses, each with the students it enrols: all rows valid, or nothing written. A dry run (the import's preview)
 * makes every check and stops before the transaction that writes.
 */
export async function importCourses({ db }: Ctx, sheet: SheetRows, dryRun = false): Promise<number> {
  if (sheet.length === 0) throw refused(400, 'fileNoCourses').with({ data: { errors: [] } });
  const rows = sheet.map((r) => typed(r, ['subjectId', 'semesterId', 'LectureId']));
  const errors = await rowProblems('courseAdd', rows);
  const [subjects, semesters, lecturers] = await Promise.all([
    existingIds(db, 'subject', rows.map((r) => r.subjectId)),
    existingIds(db, 'semester', rows.map((r) => r.semesterId)),
    existingIds(db, 'lecturer', rows.map((r) => r.LectureId)),
  ]);
  const unknown = (known: Set<number>, id: unknown): id is number => typeof id === 'number' && !known.has(id);
  rows.forEach((r, i) => {
    const row = i + 1;
    if (unknown(subjects, r.subjectId)) errors.push(rowError(row, 'subjectId', 'subjectNotFound', { id: String(r.subjectId) }));
    if (unknown(semesters, r.semesterId)) errors.push(rowError(row, 'semesterId', 'semesterNotFound', { id: String(r.semesterId) }));
    if (unknown(lecturers, r.LectureId)) errors.push(rowError(row, 'LectureId', 'lecturerNotFound', { id: String(r.LectureId) }));
  });
  const members = await membersOf(db, sheet, (i) => `row${i}`, errors);
  refuseIfAny(errors, rows.length);
  if (dryRun) return rows.length;
  await writeAll(db, async (trx) => {
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i]!;
      const CourseId = await insertId(trx, 'course', { Name: r.name as string, SubjectId: r.subjectId as number, SemesterId: r.semesterId as number, LectureId: r.LectureId as number });
      const ids = members[i]!;
      for (let j = 0; j < ids.length; j += CHUNK) {
        await trx.insertInto('student_in_course').values(ids.slice(j, j + CHUNK).map((StudentId) => ({ StudentId, CourseId }))).execute();
      }
    }
  });
  return rows.length;
}

/** Projects, each with its members (enrolled in the project's course, in no other project of it): all, or none; a dry run as the courses'. */
export async function importProjects({ db }: Ctx, sheet: SheetRows, dryRun = false): Promise<number> {
  if (sheet.length === 0) throw refused(400, 'fileNoProjects').with({ data: { errors: [] } });
  const rows = sheet.map((r) => typed(r, ['courseId']));
  const errors = await rowProblems('projectAdd', rows);
  const courses = await existingIds(db, 'course', rows.map((r) => r.courseId));
  rows.forEach((r, i) => {
    if (typeof r.courseId === 'number' && !courses.has(r.courseId)) errors.push(rowError(i + 1, 'courseId', 'courseNotFound', { id: r.courseId }));
  });
  // a student joins one project per course: listed twice for the same course is an error
  const members = await membersOf(db, sheet, (i) => `course${String(rows[i]!.courseId)}`, errors);
  const studentIds = [...new Set(members.flat())];
  const courseIds = [...courses];
  const [enrolled, placed] = await Promise.all([
    inChunks(studentIds, (chunk) => db.selectFrom('student_in_course').select(['StudentId', 'CourseId']).where('StudentId', 'in', chunk).where('CourseId', 'in', courseIds.length ? courseIds : [0]).execute()),
    inChunks(studentIds, (chunk) => db.selectFrom('student_in_project').select(['StudentId', 'CourseId']).where('StudentId', 'in', chunk).where('CourseId', 'in', courseIds.length ? courseIds : [0]).execute()),
  ]);
  const pair = (s: number, c: unknown) => `${s}:${String(c)}`;
  const enrolledIn = new Set(enrolled.map((e) => pair(e.StudentId, e.CourseId)));
  const placedIn = new Set(placed.map((p) => pair(p.StudentId, p.CourseId)));
  const codes = await inChunks(studentIds, (chunk) => db.selectFrom('student').select(['Id', 'Code']).where('Id', 'in', chunk).execute());
  const code = new Map(codes.map((s) => [s.Id, s.Code]));
  rows.forEach((r, i) => {
    if (typeof r.courseId !== 'number' || !courses.has(r.courseId)) return;
    for (const id of members[i]!) {
      if (!enrolledIn.has(pair(id, r.courseId))) errors.push(rowError(i + 1, 'students', 'studentCodeNotEnrolled', { code: code.get(id) ?? '' }));
      else if (placedIn.has(pair(id, r.courseId))) errors.push(rowError(i + 1, 'students', 'studentCodeInCourseProject', { code: code.get(id) ?? '' }));
    }
  });
  refuseIfAny(errors, rows.length);
  if (dryRun) return rows.length;
  await writeAll(db, async (trx) => {
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i]!;
      const ProjectId = await insertId(trx, 'project', { Name: r.name as string, Notion: r.notion as string, CourseId: r.courseId as number });
      const ids = members[i]!;
      if (ids.length > 0) await trx.insertInto('student_in_project').values(ids.map((StudentId) => ({ StudentId, ProjectId, CourseId: r.courseId as number }))).execute();
    }
  });
  return rows.length;
}
