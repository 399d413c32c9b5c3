import { sql, type Kysely } from 'kysely';

/** The language an account chose ('en' | 'vi'); NULL until it chooses (the browser's language applies). */
export const languageMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('account').addColumn('Language', 'varchar(5)').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`alter table account drop column "Language"`.execute(db);
  },
};
