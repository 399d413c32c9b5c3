import { setImmediate as nextTurn } from 'node:timers/promises';
import { slicer } from '../runtime/turns';
import type { Kysely } from 'kysely';
import type { AnyObject } from 'yup';
import type { ImportRowError } from '../../common/contract/imports';
import type { LecturerRow } from '../../common/contract/admin';
import {
  type LecturerAddInput,
  type LecturerEditInput,
  type StudentAddInput,
  type StudentEditInput,
  type StudentImportInput,
  type LecturerImportInput,
} from '../../common/validation/people';
import { hashPassword, NO_PASSWORD } from '../auth/passwords';
import { normalUsername, usernameKey } from '../../common/validation/unicodeText';
import type { Ctx } from './context';
import type { Database } from '../db/schema';
import { notFound, refused, rowError } from './errors';
import { createAccount } from './accounts';
import { insertId, isUniqueViolation, type Q } from './db';
import { foldedPerson } from './studentSearch';
import { applyPlacement, placeRows } from './importPlacement';
import { importRefusal } from './importRefusal';
import { rowProblems, type RowSchema } from './rowChecks';
import { normalPersonRow } from './rowChecks/personRows';

/**
 * Students and lecturers: each is a profile row with its own login account (usernames unique across all
 * accounts, any case; student codes unique). Passwords are hashed before any transaction opens; an import's row
 * without one makes an account without a usable password (auth/passwords.ts NO_PASSWORD).
 */

export async function lecturerRows(db: Q, id?: number): Promise<LecturerRow[]> {
  let q = db.selectFrom('lecturer').select(['Id', 'Name', 'PhoneNumber', 'BirthDay', 'Address', 'Email']).orderBy('Id');
  if (id !== undefined) q = q.where('Id', '=', id);
  return q.execute();
}

/** The address as stored: trimmed, blank as NULL (`<username>@EMAIL_DOMAIN` then). */
const emailOf = (email: string | undefined) => email?.trim() || null;
/** An edit that leaves the e-mail out (older clients) keeps it. */
const emailChange = (email: string | undefined) => (email === undefined ? {} : { Email: emailOf(email) });

const codeTaken = (code: string) => refused(400, 'codeTaken', { code });

async function insertStudent(trx: Q, s: StudentAddInput, hash: string): Promise<number> {
  const taken = await trx.selectFrom('student').select('Id').where('Code', '=', s.code).executeTakeFirst();
  if (taken) throw codeTaken(s.code);
  // the admin typed (or the file carried) this password: it is temporary until the student chooses their own
  const accountId = await createAccount(trx, s.username, hash, 'std', true);
  return insertId(trx, 'student', { Code: s.code, Name: s.name, BirthDay: s.birthday, Address: s.address, Email: emailOf(s.email), AccountId: accountId, ...foldedPerson(s.name, s.address) });
}

async function insertLecturer(trx: Q, l: LecturerAddInput, hash: string): Promise<void> {
  const accountId = await createAccount(trx, l.username, hash, 'teach', true);
  await trx
    .insertInto('lecturer')
    .values({ Name: l.name, PhoneNumber: l.phone, BirthDay: l.birthday, Address: l.address, Email: emailOf(l.email), AccountId: accountId })
    .execute();
}

async function inTransaction(db: Kysely<Database>, work: (trx: Q) => Promise<void>): Promise<void> {
  try {
    await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(400, 'takenMeanwhile');
    throw error;
  }
}

/** Refusals (duplicate code or username) answer inner 400 so the form shows them inline. */
export async function createStudent({ db }: Ctx, input: StudentAddInput): Promise<void> {
  const hash = await hashPassword(input.password);
  await inTransaction(db, async (trx) => void (await insertStudent(trx, input, hash)));
}

export async function createLecturer({ db }: Ctx, input: LecturerAddInput): Promise<void> {
  const hash = await hashPassword(input.password);
  await inTransaction(db, (trx) => insertLecturer(trx, input, hash));
}

export async function editStudent({ db }: Ctx, id: number, input: StudentEditInput): Promise<void> {
  const res = await db
    .updateTable('student')
    .set({ Name: input.name, BirthDay: input.birthday, Address: input.address, ...emailChange(input.email), ...foldedPerson(input.name, input.address) })
    .where('Id', '=', id)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw notFound('studentUnknown');
}

export async function editLecturer({ db }: Ctx, id: number, input: LecturerEditInput): Promise<void> {
  const res = await db
    .updateTable('lecturer')
    .set({ Name: input.name, PhoneNumber: input.phonenumber, BirthDay: input.birthday, Address: input.address, ...emailChange(input.email) })
    .where('Id', '=', id)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw notFound('lecturerUnknown');
}

// ---- import ----

interface UniqueField {
  field: string;
  /** the refusals of a value repeated in the file, and of one already taken */
  alsoInRow: 'codeAlsoInRow' | 'usernameAlsoInRow';
  taken1: (row: number, value: string) => ImportRowError;
  /** comparison key (usernames: any case) */
  key: (value: string) => string;
  /** of the given keys, those already in the database */
  taken: (db: Q, keys: string[]) => Promise<Set<string>>;
}

const CHUNK = 500;
async function takenKeys(keys: string[], query: (chunk: string[]) => Promise<string[]>): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += CHUNK) {
    for (const k of await query(keys.slice(i, i + CHUNK))) found.add(k);
    // SQLite answers at once: without a turn between slices, a cohort's lookups would run as one long task
    await nextTurn();
  }
  return found;
}

const USERNAME: UniqueField = {
  field: 'username',
  alsoInRow: 'usernameAlsoInRow',
  taken1: (row, username) => rowError(row, 'username', 'usernameTaken', { username }),
  key: usernameKey,
  taken: (db, keys) =>
    takenKeys(keys, async (chunk) => (await db.selectFrom('account').select('UsernameKey').where('UsernameKey', 'in', chunk).execute()).map((r) => r.UsernameKey)),
};
const CODE: UniqueField = {
  field: 'code',
  alsoInRow: 'codeAlsoInRow',
  taken1: (row, code) => rowError(row, 'code', 'codeTaken', { code }),
  key: (v) => v,
  taken: (db, keys) => takenKeys(keys, async (chunk) => (await db.selectFrom('student').select('Code').where('Code', 'in', chunk).execute()).map((r) => r.Code)),
};

/** Every problem of every row (1-based), checked against the schema, the other rows and the database. */
async function importErrors(db: Q, rows: AnyObject[], schema: RowSchema, unique: UniqueField[], checked: ImportRowError[] | null): Promise<ImportRowError[]> {
  const errors = checked ? [...checked] : await rowProblems(schema, rows);
  // other requests are served between rows of a large file
  const pause = slicer();
  for (const u of unique) {
    const firstRow = new Map<string, number>();
    const keys: string[] = [];
    for (let i = 0; i < rows.length; i++) {
      await pause();
      const value = rows[i]![u.field];
      if (typeof value !== 'string' || value === '') continue;
      const key = u.key(value);
      const first = firstRow.get(key);
      if (first !== undefined) {
        errors.push(rowError(i + 1, u.field, u.alsoInRow, { value, row: first }));
      } else {
        firstRow.set(key, i + 1);
        keys.push(key);
      }
    }
    const taken = await u.taken(db, keys);
    for (const key of taken) {
      const row = firstRow.get(key)!;
      errors.push(u.taken1(row, String(rows[row - 1]![u.field])));
    }
  }
  return errors;
}

/**
 * The hash of each row's password, or NO_PASSWORD where the file gives none: a cohort imported without passwords
 * costs no argon2 at all (its accounts set theirs through a reset or a set-password link). Two at a time: argon2
 * runs on the thread pool the logins share.
 */
async function hashAll(passwords: (string | undefined)[], concurrency = 2): Promise<string[]> {
  const out: string[] = passwords.map(() => NO_PASSWORD);
  let next = 0;
  const worker = async () => {
    while (next < passwords.length) {
      const i = next++;
      const password = passwords[i];
      if (password) out[i] = await hashPassword(password);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, passwords.length) }, worker));
  return out;
}

/** How the rows of one kind of person are written: the account's role and the profile row of each. */
interface PersonTable<T> {
  role: 'std' | 'teach';
  profiles(trx: Q, rows: { row: T; accountId: number }[]): Promise<void>;
}

/**
 * Writes the accounts and profiles of validated rows in slices: each slice's accounts in one INSERT, their ids read
 * back by username, the profiles in one INSERT; a turn of the event loop between slices. Imported passwords are
 * temporary (the user chooses their own at first login).
 */
async function writePeople<T extends { username: string }>(trx: Q, rows: T[], hashes: string[], table: PersonTable<T>, after?: (trx: Q, rows: T[], from: number) => Promise<void>): Promise<void> {
  for (let from = 0; from < rows.length; from += CHUNK) {
    const slice = rows.slice(from, from + CHUNK);
    const accounts = slice.map((r, i) => ({ Username: normalUsername(r.username), UsernameKey: usernameKey(r.username), PasswordHash: hashes[from + i]!, Role: table.role, MustChangePassword: 1 }));
    await trx.insertInto('account').values(accounts).execute();
    const ids = await trx.selectFrom('account').select(['Id', 'UsernameKey']).where('UsernameKey', 'in', accounts.map((a) => a.UsernameKey)).execute();
    const idOf = new Map(ids.map((a) => [a.UsernameKey, a.Id]));
    await table.profiles(trx, slice.map((row, i) => ({ row, accountId: idOf.get(accounts[i]!.UsernameKey)! })));
    if (after) await after(trx, slice, from);
    await nextTurn();
  }
}

const STUDENTS: PersonTable<StudentImportInput> = {
  role: 'std',
  profiles: async (trx, rows) =>
    void (await trx
      .insertInto('student')
      .values(rows.map(({ row: s, accountId }) => ({ Code: s.code, Name: s.name, BirthDay: s.birthday, Address: s.address, AccountId: accountId, ...foldedPerson(s.name, s.address) })))
      .execute()),
};

const LECTURERS: PersonTable<LecturerImportInput> = {
  role: 'teach',
  profiles: async (trx, rows) =>
    void (await trx
      .insertInto('lecturer')
      .values(rows.map(({ row: l, accountId }) => ({ Name: l.name, PhoneNumber: l.phone, BirthDay: l.birthday, Address: l.address, AccountId: accountId })))
      .execute()),
};

/**
 * An import's rows read and checked by their schema already, where they were read (an .xlsx upload's reader thread):
 * the rows as normalPersonRow leaves them, and their problems by that schema (1-based rows), as rowProblems says them.
 */
export interface CheckedRows {
  rows: AnyObject[];
  problems: ImportRowError[];
}

/** A request's rows read as the import reads them (between turns of the event loop); rows read elsewhere as they come. */
async function readRows(given: unknown[] | CheckedRows): Promise<{ rows: AnyObject[]; checked: ImportRowError[] | null }> {
  if (!Array.isArray(given)) return { rows: given.rows, checked: given.problems };
  const rows: AnyObject[] = [];
  const pause = slicer();
  for (const raw of given) {
    await pause();
    rows.push(normalPersonRow(raw));
  }
  return { rows, checked: null };
}

async function importPeople<T extends { username: string; password?: string | null }>(
  db: Kysely<Database>,
  /** the request's rows, or rows read and checked where they were read */
  given: unknown[] | CheckedRows,
  schema: RowSchema,
  unique: UniqueField[],
  table: PersonTable<T>,
  empty: 'fileNoStudents' | 'fileNoLecturers',
  /** students only: the Course and Project columns place them (importPlacement.ts) */
  placed: Ctx | null = null,
  /** check every row as the import would and write nothing (an import's preview) */
  dryRun = false,
): Promise<number> {
  const { rows, checked } = await readRows(given);
  if (rows.length === 0) throw refused(400, empty).with({ data: { errors: [] } });
  const errors = await importErrors(db, rows, schema, unique, checked);
  const place = placed ? await placeRows(db, rows) : null;
  if (place) errors.push(...place.errors);
  if (errors.length > 0) throw importRefusal(errors, rows.length);
  if (dryRun) return rows.length;
  const hashes = await hashAll(rows.map((r) => r.password as string | undefined));
  const placeSlice = place?.placements.some((p) => p.courseId !== null)
    ? async (trx: Q, slice: T[], from: number) => {
        const ids = await trx.selectFrom('student').select(['Id', 'Code']).where('Code', 'in', slice.map((s) => (s as unknown as StudentImportInput).code)).execute();
        const idOf = new Map(ids.map((s) => [s.Code, s.Id]));
        for (let i = 0; i < slice.length; i++) {
          await applyPlacement(trx, placed!.engine, idOf.get((slice[i] as unknown as StudentImportInput).code)!, place.placements[from + i]!);
        }
      }
    : undefined;
  await inTransaction(db, (trx) => writePeople(trx, rows as T[], hashes, table, placeSlice));
  return rows.length;
}

/** POST /student/import: all rows valid and unique, or nothing written. */
export const importStudents = (ctx: Ctx, rows: unknown[] | CheckedRows, dryRun = false) =>
  importPeople<StudentImportInput>(ctx.db, rows, 'studentImport', [CODE, USERNAME], STUDENTS, 'fileNoStudents', ctx, dryRun);

/** POST /teacher/import: same for lecturers. */
export const importLecturers = ({ db }: Ctx, rows: unknown[] | CheckedRows, dryRun = false) =>
  importPeople<LecturerImportInput>(db, rows, 'lecturerImport', [USERNAME], LECTURERS, 'fileNoLecturers', null, dryRun);
