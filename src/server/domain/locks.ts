import { PostgresAdapter, sql } from 'kysely';
import type { Engine } from '../db/engine';
import type { Q } from './db';

/**
 * Serializes writers on one project inside a transaction. SQLite runs one write transaction at a time
 * (Kysely's SQLite driver holds its single connection for the whole transaction), so only PostgreSQL
 * needs the row lock: publication and score writes on the same project then wait for each other.
 */
export async function lockProject(trx: Q, engine: Engine, projectId: number): Promise<void> {
  if (engine !== 'postgres') return;
  await trx.selectFrom('project').select('Id').where('Id', '=', projectId).forUpdate().execute();
}

/** Same for a board (adding lecturers or projects while marks arrive). */
export async function lockBoard(trx: Q, engine: Engine, boardId: number): Promise<void> {
  if (engine !== 'postgres') return;
  await trx.selectFrom('board').select('Id').where('Id', '=', boardId).forUpdate().execute();
}

/** The advisory-lock class of schedule checks (the second key is the semester). */
const SCHEDULE_LOCK_CLASS = 4_025;

/**
 * Serializes the schedule changes of one term: taken before the term is read for the conflict check and held until
 * the transaction ends, so two admins saving at once cannot both pass the check with changes that clash with each
 * other (two boards placed in one room, one lecturer put on two boards at one time). A row lock would not do: the
 * clashing rows are often new ones. On SQLite the one write transaction at a time already serializes them. Must run
 * inside a transaction (PostgreSQL frees an xact lock at its end).
 */
export async function lockScheduleTerm(trx: Q, semesterId: number): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_CLASS}, ${semesterId}::int)`.execute(trx);
}
