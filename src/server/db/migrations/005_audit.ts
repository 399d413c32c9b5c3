import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Engine } from '../engine';

/**
 * The audit log. One row per security-relevant event (logins, logouts, session ends, password
 * changes and resets, publications, deletes, every admin create/edit): who (account id, username and role at the
 * time; null for a failed login of an unknown user), when, what (action, target kind and id, a short detail that
 * never holds a secret), from which address, and the outcome. Rows are never updated.
 */
export function auditMigration(engine: Engine) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    engine === 'postgres'
      ? t.addColumn('Id', 'serial', (c) => c.primaryKey())
      : t.addColumn('Id', 'integer', (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('audit_log'))
        // ISO 8601 UTC with milliseconds: sorts as text on both engines
        .addColumn('At', 'varchar(30)', (c) => c.notNull())
        // no foreign key: the record outlives a deleted account
        .addColumn('AccountId', 'integer')
        .addColumn('Username', 'varchar(200)')
        .addColumn('Role', 'varchar(10)')
        .addColumn('Action', 'varchar(60)', (c) => c.notNull())
        .addColumn('TargetKind', 'varchar(40)')
        .addColumn('TargetId', 'integer')
        .addColumn('Detail', 'varchar(300)')
        .addColumn('Address', 'varchar(100)', (c) => c.notNull())
        .addColumn('Outcome', 'varchar(20)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').columns(['At', 'Id']).execute();
      await db.schema.createIndex('audit_log_action').on('audit_log').column('Action').execute();
      await db.schema.createIndex('audit_log_account').on('audit_log').column('AccountId').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('audit_log').execute();
    },
  };
}
