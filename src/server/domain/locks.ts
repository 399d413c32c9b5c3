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
