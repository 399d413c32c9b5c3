import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine';

/**
 * E-mail: an optional address on students and lecturers (blank: `<username>@EMAIL_DOMAIN`), the outbox every
 * notification is written to in the transaction of the change that causes it (mail/outbox.ts), each account's
 * choice per kind of mail, and the single-use password-reset links (only their SHA-256 is kept).
 */
export function mailMigration(engine: Engine) {
  const id = engine === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('student').addColumn('Email', 'varchar(254)').execute();
      await db.schema.alterTable('lecturer').addColumn('Email', 'varchar(254)').execute();
      await db.schema
        .createTable('mail_outbox')
        .addColumn('Id', id, (c) => (engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('Kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('AccountId', 'integer')
        .addColumn('ToAddress', 'varchar(320)', (c) => c.notNull())
        .addColumn('Language', 'varchar(5)', (c) => c.notNull())
        .addColumn('Subject', 'text', (c) => c.notNull())
        // the rendered message (text, html, calendar part) as JSON: what is sent is what the change said
        .addColumn('Body', 'text', (c) => c.notNull())
        .addColumn('MessageId', 'varchar(200)', (c) => c.notNull())
        // a key that makes an enqueue idempotent (the day-before reminders, written by every process)
        .addColumn('DedupeKey', 'varchar(200)', (c) => c.unique())
        .addColumn('Digest', 'integer', (c) => c.notNull().defaultTo(0))
        // 'waiting' | 'sending' | 'sent' | 'failed'
        .addColumn('Status', 'varchar(10)', (c) => c.notNull().defaultTo('waiting'))
        .addColumn('Attempts', 'integer', (c) => c.notNull().defaultTo(0))
        // epoch milliseconds
        .addColumn('DueAt', 'bigint', (c) => c.notNull())
        .addColumn('ClaimedUntil', 'bigint')
        .addColumn('GiveUpAt', 'bigint', (c) => c.notNull())
        .addColumn('CreatedAt', 'varchar(30)', (c) => c.notNull())
        .addColumn('SentAt', 'varchar(30)')
        .addColumn('LastReply', 'text')
        .execute();
      await db.schema.createIndex('mail_outbox_Status_DueAt_idx').on('mail_outbox').columns(['Status', 'DueAt']).execute();
      await db.schema
        .createTable('mail_preference')
        .addColumn('AccountId', 'integer', (c) => c.notNull().references('account.Id').onDelete('cascade'))
        .addColumn('Kind', 'varchar(20)', (c) => c.notNull())
        // 'now' | 'daily' | 'off'
        .addColumn('Mode', 'varchar(10)', (c) => c.notNull())
        .addPrimaryKeyConstraint('mail_preference_pk', ['AccountId', 'Kind'])
        .execute();
      await db.schema
        .createTable('password_reset')
        .addColumn('TokenHash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('AccountId', 'integer', (c) => c.notNull().references('account.Id').onDelete('cascade'))
        .addColumn('ExpiresAt', 'bigint', (c) => c.notNull())
        .addColumn('UsedAt', 'bigint')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('password_reset').ifExists().execute();
      await db.schema.dropTable('mail_preference').ifExists().execute();
      await db.schema.dropTable('mail_outbox').ifExists().execute();
      await sql`alter table lecturer drop column "Email"`.execute(db);
      await sql`alter table student drop column "Email"`.execute(db);
    },
  };
}
