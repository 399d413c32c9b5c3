import { sql, type Kysely } from 'kysely';
import { endSessionsOf } from '../auth/sessions';
import type { Database } from '../db/schema';
import { Conflict, conflict, notFound } from './errors';
import { englishMessage, paramsOf, type Params } from '../../common/messages/codes';
import { isForeignKeyViolation, type Q } from './db';
import type { Ctx } from './context';

/** The 404 of each kind of row deleted here ("<Table> not found"). */
type UnknownCode = 'semesterUnknown' | 'subjectUnknown' | 'courseUnknown' | 'projectUnknown' | 'boardUnknown' | 'templateUnknown' | 'studentUnknown' | 'lecturerUnknown';

/**
 * Deletes that refuse while other records depend on the row (design.md section 4 "Deletion"): the 409
 * answer names what depends on it. Nothing cascades silently; the only rows removed with their owner are
 * its own parts (a student's or lecturer's login account, a template's score columns), in one transaction.
 */

type Table = keyof Database;
/** [table, column, key, singular, plural]: the key names the dependents in a refusal's params (the client's words) */
type Dependency = readonly [Table, string, string, string, string];
/** How many rows of one dependency hang on the row, with its key and English words. */
interface Counted {
  key: string;
  n: number;
  one: string;
  many: string;
}

async function countWhere(db: Q, table: Table, column: string, value: number | number[]): Promise<number> {
  if (Array.isArray(value) && value.length === 0) return 0;
  const row = await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .where(column, Array.isArray(value) ? 'in' : '=', value)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function listPhrase(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** What depends on the row, one entry per dependency with rows (empty when nothing does). */
async function describeDependents(db: Q, id: number, deps: readonly Dependency[]): Promise<Counted[]> {
  const found: Counted[] = [];
  for (const [table, column, key, one, many] of deps) found.push(...counted(await countWhere(db, table, column, id), key, one, many));
  return found;
}

const counted = (n: number, key: string, one: string, many: string): Counted[] => (n > 0 ? [{ key, n, one, many }] : []);
const MARKS = ['mark', 'mark', 'marks'] as const;
/** "2 courses" */
const phrase = (c: Counted) => `${c.n} ${c.n === 1 ? c.one : c.many}`;

/**
 * A delete's refusal as the wire carries it: the English `reason`, its code, and params with the English variables
 * (what, id, dependents) plus the row's `kind` and each dependency's count by key, in order (`{course: '2'}`), so
 * the client says it in its own language (client/i18n/dependentsParams.ts).
 */
export interface DeleteRefusal {
  reason: string;
  code: 'cannotDeleteDependents';
  params: Params;
}

function refusalValues(kind: DependentKind, id: number, found: Counted[]): Record<string, string | number> {
  return { what: KIND_INFO[kind].what, id, dependents: listPhrase(found.map(phrase)), kind, ...Object.fromEntries(found.map((c) => [c.key, c.n])) };
}

function refusalOf(kind: DependentKind, id: number, found: Counted[]): DeleteRefusal {
  const values = refusalValues(kind, id, found);
  return { reason: englishMessage('cannotDeleteDependents', values), code: 'cannotDeleteDependents', params: paramsOf(values) };
}

function refuseIfDepends(kind: DependentKind, id: number, found: Counted[]): void {
  if (found.length > 0) throw new Conflict('cannotDeleteDependents', refusalValues(kind, id, found));
}

async function exists(db: Q, table: Table, id: number): Promise<boolean> {
  return (await countWhere(db, table, 'Id', id)) > 0;
}

/** Runs a check-then-delete in one transaction; a foreign key the checks missed still answers 409. */
async function guarded<T>(db: Kysely<Database>, what: string, id: number, work: (trx: Q) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict('cannotDelete', { what, id });
    throw error;
  }
}

const SEMESTER_DEPS: readonly Dependency[] = [
  ['course', 'SemesterId', 'course', 'course', 'courses'],
  ['board', 'SemesterId', 'board', 'evaluation board', 'evaluation boards'],
];
const SUBJECT_DEPS: readonly Dependency[] = [
  ['course', 'SubjectId', 'course', 'course', 'courses'],
  ['template', 'SubjectId', 'template', 'template', 'templates'],
  ['board', 'SubjectId', 'board', 'evaluation board', 'evaluation boards'],
];
const COURSE_DEPS: readonly Dependency[] = [
  ['project', 'CourseId', 'project', 'project', 'projects'],
  ['student_in_course', 'CourseId', 'enrolledStudent', 'enrolled student', 'enrolled students'],
];
const PROJECT_DEPS: readonly Dependency[] = [
  ['student_in_project', 'ProjectId', 'student', 'student', 'students'],
  ['project_in_board', 'ProjectId', 'board', 'evaluation board', 'evaluation boards'],
  ['published_project', 'ProjectId', 'publication', 'publication', 'publications'],
];
const BOARD_DEPS: readonly Dependency[] = [
  ['lecture_in_board', 'BoardId', 'lecturer', 'lecturer', 'lecturers'],
  ['project_in_board', 'BoardId', 'project', 'project', 'projects'],
  ['published_project', 'BoardId', 'publishedProject', 'published project', 'published projects'],
];
const STUDENT_DEPS: readonly Dependency[] = [
  ['student_in_course', 'StudentId', 'courseEnrolment', 'course enrolment', 'course enrolments'],
  ['student_in_project', 'StudentId', 'projectMembership', 'project membership', 'project memberships'],
  ['published_result', 'StudentId', 'publishedResult', 'published result', 'published results'],
];
const TEMPLATE_DEPS: readonly Dependency[] = [['board', 'TemplateId', 'boardUsingTemplate', 'evaluation board using it', 'evaluation boards using it']];
const LECTURER_DEPS: readonly Dependency[] = [
  ['course', 'LectureId', 'course', 'course', 'courses'],
  ['lecture_in_board', 'TeacherId', 'board', 'evaluation board', 'evaluation boards'],
];

/** Deletes a row of a table that owns nothing, unless something depends on it. */
async function deleteSimple(db: Kysely<Database>, table: 'semester' | 'subject' | 'course' | 'project', what: string, label: UnknownCode, id: number, deps: readonly Dependency[]) {
  await guarded(db, what, id, async (trx) => {
    if (!(await exists(trx, table, id))) throw notFound(label);
    refuseIfDepends(table, id, await describeDependents(trx, id, deps));
    await trx.deleteFrom(table).where('Id', '=', id).execute();
  });
}

export const deleteSemester = ({ db }: Ctx, id: number) => deleteSimple(db, 'semester', 'semester', 'semesterUnknown', id, SEMESTER_DEPS);
export const deleteSubject = ({ db }: Ctx, id: number) => deleteSimple(db, 'subject', 'subject', 'subjectUnknown', id, SUBJECT_DEPS);
export const deleteCourse = ({ db }: Ctx, id: number) => deleteSimple(db, 'course', 'course', 'courseUnknown', id, COURSE_DEPS);
export const deleteProject = ({ db }: Ctx, id: number) => deleteSimple(db, 'project', 'project', 'projectUnknown', id, PROJECT_DEPS);

/** A board with lecturers, projects or marks is kept (marks hang on its lecturers). */
export async function deleteBoard({ db }: Ctx, id: number): Promise<void> {
  await guarded(db, 'evaluation board', id, async (trx) => {
    if (!(await exists(trx, 'board', id))) throw notFound('boardUnknown');
    const libs = await trx.selectFrom('lecture_in_board').select('Id').where('BoardId', '=', id).execute();
    const marks = await countWhere(trx, 'score', 'LectureInBoardId', libs.map((l) => l.Id));
    refuseIfDepends('board', id, [...(await describeDependents(trx, id, BOARD_DEPS)), ...counted(marks, ...MARKS)]);
    await trx.deleteFrom('board').where('Id', '=', id).execute();
  });
}

/** A template used by a board is kept; otherwise it goes with its own score columns. */
export async function deleteTemplate({ db }: Ctx, id: number): Promise<void> {
  await guarded(db, 'template', id, async (trx) => {
    if (!(await exists(trx, 'template', id))) throw notFound('templateUnknown');
    const columns = (await trx.selectFrom('score_column').select('Id').where('TemplateId', '=', id).execute()).map((c) => c.Id);
    const marks = await countWhere(trx, 'score', 'ScoreColumnId', columns);
    refuseIfDepends('template', id, [...(await describeDependents(trx, id, TEMPLATE_DEPS)), ...counted(marks, ...MARKS)]);
    if (columns.length > 0) {
      if ((await countWhere(trx, 'score_history', 'ScoreColumnId', columns)) > 0) {
        throw conflict('templateHasHistory', { id });
      }
      await trx.deleteFrom('score_column').where('TemplateId', '=', id).execute();
    }
    await trx.deleteFrom('template').where('Id', '=', id).execute();
  });
}

/** A student enrolled, in a project or with a published result is kept; otherwise it goes with its account. */
export async function deleteStudent({ db }: Ctx, id: number): Promise<void> {
  await guarded(db, 'student', id, async (trx) => {
    const row = await trx.selectFrom('student').select('AccountId').where('Id', '=', id).executeTakeFirst();
    if (!row) throw notFound('studentUnknown');
    refuseIfDepends('student', id, await describeDependents(trx, id, STUDENT_DEPS));
    await trx.deleteFrom('student').where('Id', '=', id).execute();
    await endSessionsOf(trx, row.AccountId);
    await trx.deleteFrom('account').where('Id', '=', row.AccountId).execute();
  });
}

/** A lecturer teaching a course or sitting on a board is kept; otherwise it goes with its account. */
export async function deleteLecturer({ db }: Ctx, id: number): Promise<void> {
  await guarded(db, 'lecturer', id, async (trx) => {
    const row = await trx.selectFrom('lecturer').select('AccountId').where('Id', '=', id).executeTakeFirst();
    if (!row) throw notFound('lecturerUnknown');
    refuseIfDepends('lecturer', id, await describeDependents(trx, id, LECTURER_DEPS));
    await trx.deleteFrom('lecturer').where('Id', '=', id).execute();
    await endSessionsOf(trx, row.AccountId);
    await trx.deleteFrom('account').where('Id', '=', row.AccountId).execute();
  });
}

// ---- what depends on a row (the Delete button is disabled with this reason) ----

export const DEPENDENT_KINDS = ['semester', 'subject', 'course', 'project', 'board', 'template', 'student', 'lecturer'] as const;
export type DependentKind = (typeof DEPENDENT_KINDS)[number];

const KIND_INFO: Record<DependentKind, { what: string; label: UnknownCode; deps: readonly Dependency[] }> = {
  semester: { what: 'semester', label: 'semesterUnknown', deps: SEMESTER_DEPS },
  subject: { what: 'subject', label: 'subjectUnknown', deps: SUBJECT_DEPS },
  course: { what: 'course', label: 'courseUnknown', deps: COURSE_DEPS },
  project: { what: 'project', label: 'projectUnknown', deps: PROJECT_DEPS },
  board: { what: 'evaluation board', label: 'boardUnknown', deps: BOARD_DEPS },
  template: { what: 'template', label: 'templateUnknown', deps: TEMPLATE_DEPS },
  student: { what: 'student', label: 'studentUnknown', deps: STUDENT_DEPS },
  lecturer: { what: 'lecturer', label: 'lecturerUnknown', deps: LECTURER_DEPS },
};

/**
 * What keeps a row from being deleted, named as the delete's refusal would name it: `reason` is that refusal's
 * message (null when the delete would go through; then no code nor params), `dependents` its parts ("2 courses").
 * 404 for an unknown row.
 */
export async function dependentsOf(db: Q, kind: DependentKind, id: number): Promise<{ reason: string | null; dependents: string[] } & Partial<Omit<DeleteRefusal, 'reason'>>> {
  const info = KIND_INFO[kind];
  if (!(await exists(db, kind, id))) throw notFound(info.label);
  const dependents = await describeDependents(db, id, info.deps);
  if (kind === 'board') {
    const libs = (await db.selectFrom('lecture_in_board').select('Id').where('BoardId', '=', id).execute()).map((l) => l.Id);
    dependents.push(...counted(await countWhere(db, 'score', 'LectureInBoardId', libs), ...MARKS));
  }
  if (kind === 'template') {
    const columns = (await db.selectFrom('score_column').select('Id').where('TemplateId', '=', id).execute()).map((c) => c.Id);
    dependents.push(...counted(await countWhere(db, 'score', 'ScoreColumnId', columns), ...MARKS));
  }
  return dependents.length > 0 ? { ...refusalOf(kind, id, dependents), dependents: dependents.map(phrase) } : { reason: null, dependents: [] };
}

/** One dependency's counts per owning row: owner id -> number of rows depending on it. */
async function countsPerOwner(db: Q, table: Table, column: string): Promise<Map<number, number>> {
  const rows = await sql<{ id: number | null; n: number | string }>`select ${sql.ref(column)} as id, count(*) as n from ${sql.table(table)} group by ${sql.ref(column)}`.execute(db);
  return new Map(rows.rows.filter((r) => r.id !== null).map((r) => [Number(r.id), Number(r.n)]));
}

/** Marks per owning row, through the table the score points to (a board's lecturers, a template's columns). */
async function marksPerOwner(db: Q, through: 'lecture_in_board' | 'score_column', scoreColumn: string, ownerColumn: string): Promise<Map<number, number>> {
  const rows = await sql<{ id: number; n: number | string }>`select o.${sql.ref(ownerColumn)} as id, count(*) as n from score s join ${sql.table(through)} o on o."Id" = s.${sql.ref(scoreColumn)} group by o.${sql.ref(ownerColumn)}`.execute(db);
  return new Map(rows.rows.map((r) => [Number(r.id), Number(r.n)]));
}

/**
 * Every row of a kind that others depend on, each with the message its delete would be refused with (the same as
 * dependentsOf), in id order: one grouped count per dependency, so a list can disable Remove in advance.
 */
export async function blockedRows(db: Q, kind: DependentKind): Promise<({ Id: number } & DeleteRefusal)[]> {
  const info = KIND_INFO[kind];
  const parts = new Map<number, Counted[]>();
  const add = (counts: Map<number, number>, key: string, one: string, many: string) => {
    for (const [id, n] of counts) if (n > 0) parts.set(id, [...(parts.get(id) ?? []), ...counted(n, key, one, many)]);
  };
  for (const [table, column, key, one, many] of info.deps) add(await countsPerOwner(db, table, column), key, one, many);
  if (kind === 'board') add(await marksPerOwner(db, 'lecture_in_board', 'LectureInBoardId', 'BoardId'), ...MARKS);
  if (kind === 'template') add(await marksPerOwner(db, 'score_column', 'ScoreColumnId', 'TemplateId'), ...MARKS);
  return [...parts].sort(([a], [b]) => a - b).map(([id, found]) => ({ Id: id, ...refusalOf(kind, id, found) }));
}
