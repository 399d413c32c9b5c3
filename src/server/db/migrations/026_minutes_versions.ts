import { type CreateTableBuilder, type Kysely } from 'kysely';
import type { Engine } from '../engine';

/**
 * The minutes after publication: the date the required revisions are due (`RevisionsDue`, 'YYYY-MM-DD' or null),
 * and every version of a project's minutes kept in `minutes_history` (who, when, what, and whether it was written
 * after the project's publication — the chair recording a decision the publication came before).
 */
export function minutesVersionsMigration(engine: Engine) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    engine === 'postgres' ? t.addColumn('Id', 'serial', (c) => c.primaryKey()) : t.addColumn('Id', 'integer', (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('board_minutes').addColumn('RevisionsDue', 'varchar(10)').execute();
      await withId(db.schema.createTable('minutes_history'))
        .addColumn('ProjectId', 'integer', (c) => c.notNull().references('project.Id'))
        .addColumn('BoardId', 'integer', (c) => c.notNull().references('board.Id'))
        .addColumn('Version', 'integer', (c) => c.notNull())
        .addColumn('Decision', 'varchar(20)')
        .addColumn('Revisions', 'text', (c) => c.notNull())
        .addColumn('RevisionsDue', 'varchar(10)')
        .addColumn('Notes', 'text', (c) => c.notNull())
        .addColumn('ChangedBy', 'integer', (c) => c.notNull().references('account.Id'))
        .addColumn('ChangedAt', 'varchar(30)', (c) => c.notNull())
        .addColumn('AfterPublication', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('minutes_history_project').on('minutes_history').columns(['ProjectId', 'Version']).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('minutes_history').execute();
      await db.schema.alterTable('board_minutes').dropColumn('RevisionsDue').execute();
    },
  };
}
