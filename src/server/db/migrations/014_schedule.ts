import type { Kysely } from 'kysely';

/**
 * The defence schedule: one secret calendar-feed token per account (only its SHA-256 is kept, so a copy of the
 * database does not subscribe anyone to anything; regenerating replaces it, revoking deletes it), and the indexes
 * the term-wide conflict check reads by (boards of a semester, seats and slots of a board).
 */
export const scheduleMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('calendar_feed')
      .ifNotExists()
      .addColumn('AccountId', 'integer', (c) => c.primaryKey().references('account.Id').onDelete('cascade'))
      .addColumn('TokenHash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('CreatedAt', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('board_SemesterId_Date_idx').ifNotExists().on('board').columns(['SemesterId', 'Date']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('board_SemesterId_Date_idx').ifExists().execute();
    await db.schema.dropTable('calendar_feed').ifExists().execute();
  },
};
