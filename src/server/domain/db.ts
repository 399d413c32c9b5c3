import type { Generated, Insertable, Kysely } from 'kysely';
import type { Q } from '../db/query';
import type { Database } from '../db/schema';

export type { Q } from '../db/query';

export const nowIso = () => new Date().toISOString();

/** the tables whose rows have a generated Id */
type TableWithId = { [T in keyof Database]: Database[T] extends { Id: unknown } ? T : never }[keyof Database];

/** Inserts one row and answers its generated Id (RETURNING on both engines). */
export async function insertId<T extends TableWithId>(db: Q, table: T, values: Insertable<Database[T]>): Promise<number> {
  // Kysely cannot follow a table chosen by a type parameter; the signature keeps every caller's values typed
  const untyped = db as unknown as Kysely<Record<string, { Id: Generated<number> }>>;
  const row = await untyped.insertInto(table).values(values as Insertable<{ Id: Generated<number> }>).returning('Id').executeTakeFirstOrThrow();
  return row.Id;
}

/** True for a unique-constraint violation on SQLite or PostgreSQL (the database's last word on duplicates). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}

/** True for a foreign-key violation on SQLite or PostgreSQL. */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23503' || e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || /FOREIGN KEY constraint failed/.test(e?.message ?? '');
}
