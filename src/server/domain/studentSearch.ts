import { sql } from 'kysely';
import { foldText } from '../../common/fold';
import type { Q } from './db';

/** The folded columns of a student with this name and address (migration 015). */
export const foldedPerson = (name: string, address: string | null | undefined) => ({ NameFolded: foldText(name), AddressFolded: foldText(address) });

const BATCH = 500;

/**
 * Folds the students not folded yet (NameFolded NULL: rows from before migration 015, the demo and bench
 * generators, a copy): one indexed look-up when there are none, else batched updates (UPDATE … FROM VALUES, on both
 * engines). Idempotent, so processes doing it at once only repeat each other's work.
 */
export async function foldPendingStudents(db: Q): Promise<void> {
  for (;;) {
    const rows = await db.selectFrom('student').select(['Id', 'Name', 'Address']).where('NameFolded', 'is', null).orderBy('Id').limit(BATCH).execute();
    if (rows.length === 0) return;
    const values = sql.join(rows.map((r) => sql`(${r.Id}, ${foldText(r.Name)}, ${foldText(r.Address)})`));
    await sql`update student set "NameFolded" = v.column2, "AddressFolded" = v.column3
      from (values ${values}) as v where student."Id" = cast(v.column1 as integer)`.execute(db);
    if (rows.length < BATCH) return;
  }
}
