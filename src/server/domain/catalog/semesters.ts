import { sql } from 'kysely';
import type { SemesterRow } from '../../../common/contract/admin';
import type { SemesterAddInput } from '../../../common/validation/catalog';
import { compiledRead } from '../../db/compiled';
import type { Ctx } from '../context';
import { insertId, type Q } from '../db';
import { refused } from '../errors';
import { requireRow } from './rows';

/** Semesters of the admin console: reads, adds and edits (dates never overlap another semester's). */

const allSemesters = compiledRead<[], SemesterRow>((db) =>
  db.selectFrom('semester').select(['Id', 'Year', 'Session', 'StartTime', 'EndTime']).orderBy('StartTime').orderBy('Id'),
);

export async function semesterRows(db: Q, id?: number): Promise<SemesterRow[]> {
  if (id === undefined) return allSemesters.all(db);
  let q = db.selectFrom('semester').select(['Id', 'Year', 'Session', 'StartTime', 'EndTime']).orderBy('StartTime').orderBy('Id');
  if (id !== undefined) q = q.where('Id', '=', id);
  return q.execute();
}

/**
 * A semester's dates must not overlap another semester's (both ends inclusive; `except` is the one being edited).
 * On PostgreSQL a table lock keeps two concurrent writes from both passing the check (SQLite runs one write
 * transaction at a time).
 */
async function assertNoOverlap(trx: Q, engine: Ctx['engine'], input: SemesterAddInput, except?: number): Promise<void> {
  if (engine === 'postgres') await sql`lock table "semester" in share row exclusive mode`.execute(trx);
  let query = trx.selectFrom('semester').select(['Year', 'Session', 'StartTime', 'EndTime']).where('StartTime', '<=', input.endTime).where('EndTime', '>=', input.startTime);
  if (except !== undefined) query = query.where('Id', '<>', except);
  const overlap = await query.orderBy('StartTime').executeTakeFirst();
  if (overlap) throw refused(400, 'semesterOverlap', { year: overlap.Year, session: overlap.Session, start: overlap.StartTime, end: overlap.EndTime });
}

/**
 * Adds a semester; refused (inner 400, the client toasts it) when it ends before it starts or its dates
 * overlap another semester's (both ends inclusive).
 */
export async function addSemester(ctx: Ctx, input: SemesterAddInput): Promise<number> {
  const { db, engine } = ctx;
  if (input.endTime < input.startTime) throw refused(400, 'endBeforeStart');
  // the overlap check and the insert run in one transaction
  return db.transaction().execute(async (trx) => {
    await assertNoOverlap(trx, engine, input);
    return insertId(trx, 'semester', { Year: input.year, Session: input.session, StartTime: input.startTime, EndTime: input.endTime });
  });
}

/**
 * PUT /semester/edit: year, session and dates; refused (inner 400) when it would end before it starts,
 * overlap another semester, or leave one of its evaluation boards outside its dates (the board is named).
 */
export async function editSemester(ctx: Ctx, id: number, input: SemesterAddInput): Promise<void> {
  const { db, engine } = ctx;
  if (input.endTime < input.startTime) throw refused(400, 'endBeforeStart');
  await db.transaction().execute(async (trx) => {
    await requireRow(trx, 'semester', id);
    await assertNoOverlap(trx, engine, input, id);
    const outside = await trx
      .selectFrom('board')
      .select(['Id', 'Name', 'Date'])
      .where('SemesterId', '=', id)
      .where((eb) => eb.or([eb('Date', '<', input.startTime), eb('Date', '>', input.endTime)]))
      .orderBy('Date')
      .executeTakeFirst();
    if (outside) {
      throw refused(400, 'boardOutsideSemester', { name: outside.Name, date: String(outside.Date).slice(0, 10) });
    }
    await trx
      .updateTable('semester')
      .set({ Year: input.year, Session: input.session, StartTime: input.startTime, EndTime: input.endTime })
      .where('Id', '=', id)
      .execute();
  });
}
