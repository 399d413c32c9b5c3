import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** A query runner: the database or a transaction on it. */
export type Q = Kysely<Database> | Transaction<Database>;

export const nowIso = () => new Date().toISOString();

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
