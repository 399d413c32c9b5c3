import { sql } from 'kysely';
import type { SubjectRow } from '../../../common/contract/admin';
import type { SubjectAddInput } from '../../../common/validation/catalog';
import { insertId, type Q } from '../db';
import { refused } from '../errors';
import { requireRow } from './rows';
import type { Ctx } from '../context';

/** Subjects of the admin console: reads, adds and edits (names unique in any case). */

export async function subjectRows(db: Q, id?: number): Promise<SubjectRow[]> {
  let q = db.selectFrom('subject').select(['Id', 'Name', 'Description']).orderBy('Id');
  if (id !== undefined) q = q.where('Id', '=', id);
  return q.execute();
}

/** Subject names are unique in any case: refused (inner 400) naming the subject that has it. */
export async function assertSubjectNameFree(db: Q, name: string, exceptId?: number): Promise<void> {
  let q = db.selectFrom('subject').select(['Id', 'Name']).where(sql<string>`lower(${sql.ref('Name')})`, '=', name.trim().toLowerCase());
  if (exceptId !== undefined) q = q.where('Id', '<>', exceptId);
  const taken = await q.executeTakeFirst();
  if (taken) throw refused(400, 'subjectNameTaken', { name: name.trim(), other: taken.Name });
}

export async function addSubject({ db }: Ctx, input: SubjectAddInput): Promise<number> {
  await assertSubjectNameFree(db, input.name);
  return insertId(db, 'subject', { Name: input.name, Description: input.description });
}

/** PUT /subject/edit: name (unique in any case) and description. */
export async function editSubject({ db }: Ctx, id: number, input: SubjectAddInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireRow(trx, 'subject', id);
    await assertSubjectNameFree(trx, input.name, id);
    await trx.updateTable('subject').set({ Name: input.name.trim(), Description: input.description }).where('Id', '=', id).execute();
  });
}
