import type { Kysely } from 'kysely';
import type { AnyObject, ObjectSchema } from 'yup';
import type { ImportRowError } from '../../common/contract/imports';
import type { LecturerRow, StudentRow } from '../../common/contract/admin';
import {
  lecturerAddSchema,
  studentAddSchema,
  type LecturerAddInput,
  type LecturerEditInput,
  type StudentAddInput,
  type StudentEditInput,
} from '../../common/validation/people';
import { hashPassword } from '../auth/passwords';
import { usernameKey } from '../../common/validation/unicodeText';
import type { Ctx } from './context';
import type { Database } from '../db/schema';
import { notFound, refused, rowError } from './errors';
import { createAccount } from './accounts';
import { insertId, isUniqueViolation, type Q } from './db';
import { foldedPerson } from './studentSearch';
import { applyPlacement, placeRows } from './importPlacement';
import { allErrors, trimStrings } from './validate';

/**
 * Students and lecturers: each is a profile row with its own login account (usernames unique across all
 * accounts, any case; student codes unique). Passwords are hashed before any transaction opens.
 */

/** Every student in the SPA's names (the .xlsx export). */
export async function studentRows(db: Q): Promise<StudentRow[]> {
  return db.selectFrom('student').select(['Id', 'Code', 'Name', 'BirthDay', 'Address']).orderBy('Id').execute();
}

export async function lecturerRows(db: Q, id?: number): Promise<LecturerRow[]> {
  let q = db.selectFrom('lecturer').select(['Id', 'Name', 'PhoneNumber', 'BirthDay', 'Address']).orderBy('Id');
  if (id !== undefined) q = q.where('Id', '=', id);
  return q.execute();
}

const codeTaken = (code: string) => refused(400, 'codeTaken', { code });

async function insertStudent(trx: Q, s: StudentAddInput, hash: string): Promise<number> {
  const taken = await trx.selectFrom('student').select('Id').where('Code', '=', s.code).executeTakeFirst();
  if (taken) throw codeTaken(s.code);
  // the admin typed (or the file carried) this password: it is temporary until the student chooses their own
  const accountId = await createAccount(trx, s.username, hash, 'std', true);
  return insertId(trx, 'student', { Code: s.code, Name: s.name, BirthDay: s.birthday, Address: s.address, AccountId: accountId, ...foldedPerson(s.name, s.address) });
}

async function insertLecturer(trx: Q, l: LecturerAddInput, hash: string): Promise<void> {
  const accountId = await createAccount(trx, l.username, hash, 'teach', true);
  await trx
    .insertInto('lecturer')
    .values({ Name: l.name, PhoneNumber: l.phone, BirthDay: l.birthday, Address: l.address, AccountId: accountId })
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
export async function createStudent(db: Kysely<Database>, input: StudentAddInput): Promise<void> {
  const hash = await hashPassword(input.password);
  await inTransaction(db, async (trx) => void (await insertStudent(trx, input, hash)));
}

export async function createLecturer(db: Kysely<Database>, input: LecturerAddInput): Promise<void> {
  const hash = await hashPassword(input.password);
  await inTransaction(db, (trx) => insertLecturer(trx, input, hash));
}

export async function editStudent(db: Q, id: number, input: StudentEditInput): Promise<void> {
  const res = await db.updateTable('student').set({ Name: input.name, BirthDay: input.birthday, Address: input.address, ...foldedPerson(input.name, input.address) }).where('Id', '=', id).executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw notFound('studentUnknown');
}

export async function editLecturer(db: Q, id: number, input: LecturerEditInput): Promise<void> {
  const res = await db
    .updateTable('lecturer')
    .set({ Name: input.name, PhoneNumber: input.phonenumber, BirthDay: input.birthday, Address: input.address })
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
  for (let i = 0; i < keys.length; i += CHUNK) for (const k of await query(keys.slice(i, i + CHUNK))) found.add(k);
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
async function importErrors(db: Q, rows: AnyObject[], schema: ObjectSchema<AnyObject>, unique: UniqueField[]): Promise<ImportRowError[]> {
  const errors: ImportRowError[] = [];
  for (let i = 0; i < rows.length; i++) {
    for (const e of await allErrors(schema, rows[i])) errors.push({ row: i + 1, ...e });
  }
  for (const u of unique) {
    const firstRow = new Map<string, number>();
    const keys: string[] = [];
    rows.forEach((r, i) => {
      const value = r[u.field];
      if (typeof value !== 'string' || value === '') return;
      const key = u.key(value);
      const first = firstRow.get(key);
      if (first !== undefined) {
        errors.push(rowError(i + 1, u.field, u.alsoInRow, { value, row: first }));
      } else {
        firstRow.set(key, i + 1);
        keys.push(key);
      }
    });
    const taken = await u.taken(db, keys);
    for (const key of taken) {
      const row = firstRow.get(key)!;
      errors.push(u.taken1(row, String(rows[row - 1]![u.field])));
    }
  }
  return errors.sort((a, b) => a.row - b.row);
}

/** Hashes with a few in flight at once (argon2 runs on the thread pool). */
async function hashAll(passwords: string[], concurrency = 4): Promise<string[]> {
  const out: string[] = new Array(passwords.length);
  let next = 0;
  const worker = async () => {
    while (next < passwords.length) {
      const i = next++;
      out[i] = await hashPassword(passwords[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, passwords.length) }, worker));
  return out;
}

async function importPeople<T extends { password: string }>(
  db: Kysely<Database>,
  rawRows: unknown[],
  schema: ObjectSchema<AnyObject>,
  unique: UniqueField[],
  insert: (trx: Q, row: T, hash: string) => Promise<number | void>,
  empty: 'fileNoStudents' | 'fileNoLecturers',
  /** students only: the Course and Project columns place them (importPlacement.ts) */
  placed: Ctx | null = null,
): Promise<number> {
  const rows = rawRows.map((r) => trimStrings(r)) as AnyObject[];
  if (rows.length === 0) throw refused(400, empty).with({ data: { errors: [] } });
  const errors = await importErrors(db, rows, schema, unique);
  const place = placed ? await placeRows(db, rows) : null;
  if (place) errors.push(...place.errors);
  errors.sort((a, b) => a.row - b.row);
  if (errors.length > 0) {
    const bad = new Set(errors.map((e) => e.row)).size;
    throw refused(400, 'importInvalidRows', { count: bad, total: rows.length }).with({ data: { errors } });
  }
  const hashes = await hashAll(rows.map((r) => r.password as string));
  await inTransaction(db, async (trx) => {
    for (let i = 0; i < rows.length; i++) {
      const id = await insert(trx, rows[i] as T, hashes[i]!);
      if (place && typeof id === 'number') await applyPlacement(trx, placed!.engine, id, place.placements[i]!);
    }
  });
  return rows.length;
}

/** POST /student/import: all rows valid and unique, or nothing written. */
export const importStudents = (ctx: Ctx, rows: unknown[]) =>
  importPeople<StudentAddInput>(ctx.db, rows, studentAddSchema as ObjectSchema<AnyObject>, [CODE, USERNAME], insertStudent, 'fileNoStudents', ctx);

/** POST /teacher/import: same for lecturers. */
export const importLecturers = (db: Kysely<Database>, rows: unknown[]) =>
  importPeople<LecturerAddInput>(db, rows, lecturerAddSchema as ObjectSchema<AnyObject>, [USERNAME], insertLecturer, 'fileNoLecturers');
