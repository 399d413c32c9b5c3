import { sql, type Kysely } from 'kysely';

/**
 * The Students grid reads a page from the row next to it (keyset, domain/reads/studentKeyset.ts) by
 * `(sort key, Id) > (…)`: each sort key needs an index (key, Id) on both engines, in the same expression the ORDER BY
 * and the keyset use. BirthDay and Address sort with a missing value as '' (`coalesce(col, '')`), an expression
 * neither the (BirthDay, Id) index of 010 nor a plain column index serves: these expression indexes replace it
 * (SQLite uses an expression index only when the query's expression is the same text, hence the literal '').
 * Code is unique (its own index gives the order), Name and Id have theirs (010, the primary key).
 */
const KEYS = [
  ['student_BirthDayKey_Id_idx', 'BirthDay'],
  ['student_AddressKey_Id_idx', 'Address'],
] as const;

export const studentKeysetMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const [name, column] of KEYS) {
      await sql.raw(`create index if not exists "${name}" on student (coalesce("${column}", ''), "Id")`).execute(db);
    }
    await db.schema.dropIndex('student_BirthDay_Id_idx').ifExists().execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.createIndex('student_BirthDay_Id_idx').ifNotExists().on('student').columns(['BirthDay', 'Id']).execute();
    for (const [name] of KEYS) await db.schema.dropIndex(name).ifExists().execute();
  },
};
