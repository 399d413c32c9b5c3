import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine';

/**
 * Accounts): `account.MustChangePassword` (1 after an admin reset: the user must choose a new
 * password before anything else). 0 for every existing account.
 */
export function accountsAuditMigration(engine: Engine) {
  void engine;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('account')
        .addColumn('MustChangePassword', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`alter table account drop column "MustChangePassword"`.execute(db);
    },
  };
}
