import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine';

/**
 * Refused requests are counted, not repeated: a refusal of one (account, route) within one minute is one audit row
 * whose `Count` grows (`RefusalKey` = minute + account + route, unique; NULL for every other row, and NULLs never
 * collide). So a signed-in user replaying a refused call cannot flood the log. Existing rows count 1. `Detail` grows to
 * 1,000 characters so that a bulk action's ids fit (SQLite does not enforce a varchar length).
 */
export const auditRefusalsMigration = (engine: Engine) => ({
  async up(db: Kysely<unknown>): Promise<void> {
    if (engine === 'postgres') await sql`alter table audit_log alter column "Detail" type varchar(1000)`.execute(db);
    // one column per statement: SQLite adds a single column per ALTER TABLE
    await db.schema.alterTable('audit_log').addColumn('Count', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await db.schema.alterTable('audit_log').addColumn('RefusalKey', 'varchar(300)').execute();
    await db.schema.createIndex('audit_log_refusal').on('audit_log').column('RefusalKey').unique().execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('audit_log_refusal').execute();
    await sql`alter table audit_log drop column "RefusalKey"`.execute(db);
    await sql`alter table audit_log drop column "Count"`.execute(db);
  },
});
