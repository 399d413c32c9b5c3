import { sql, type Kysely } from 'kysely';

/**
 * Accent- and case-insensitive student search: the name and the address folded (common/fold.ts) in columns of
 * their own, so a search compares plain lower-case text on both engines ("kiem" finds "Kiếm"); indexed by
 * (NameFolded, Id) like the grid's other sorts. NULL NameFolded means "not folded yet": existing rows, and rows
 * written by tools that do not know the columns, are folded before the next search (domain/studentSearch.ts).
 */
export const searchFoldedMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('student').addColumn('NameFolded', 'varchar(200)').execute();
    await db.schema.alterTable('student').addColumn('AddressFolded', 'varchar(400)').execute();
    await db.schema.createIndex('student_NameFolded_Id_idx').ifNotExists().on('student').columns(['NameFolded', 'Id']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('student_NameFolded_Id_idx').ifExists().execute();
    await sql`alter table student drop column "AddressFolded"`.execute(db);
    await sql`alter table student drop column "NameFolded"`.execute(db);
  },
};
