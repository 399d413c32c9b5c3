import type { Kysely } from 'kysely';

/** Sessions the server can end, and failed-login counters shared by every process. */
export function sessionsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('session')
        .addColumn('Id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('AccountId', 'integer', (c) => c.notNull().references('account.Id').onDelete('cascade'))
        .addColumn('Role', 'varchar(10)', (c) => c.notNull())
        .addColumn('UserId', 'integer', (c) => c.notNull())
        .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
        .addColumn('LastSeenAt', 'bigint', (c) => c.notNull())
        .addColumn('ExpiresAt', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('session_account').on('session').column('AccountId').execute();
      await db.schema.createIndex('session_expires').on('session').column('ExpiresAt').execute();

      await db.schema
        .createTable('login_throttle')
        .addColumn('Key', 'varchar(320)', (c) => c.primaryKey())
        .addColumn('WindowStart', 'bigint', (c) => c.notNull())
        .addColumn('Count', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('login_throttle_window').on('login_throttle').column('WindowStart').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('login_throttle').execute();
      await db.schema.dropTable('session').execute();
    },
  };
}
