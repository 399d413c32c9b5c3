import type { Kysely } from 'kysely';

/**
 * The sender's due rows found by index: one range of (Status, Digest, DueAt) per kind of due row, read in due order,
 * so taking the next 20 of a 10,000-row queue reads 20 entries instead of scanning every sent row before them.
 * (Status, DueAt) is dropped: its prefix is this index's.
 */
export const mailDueIndexMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createIndex('mail_outbox_due_idx').ifNotExists().on('mail_outbox').columns(['Status', 'Digest', 'DueAt']).execute();
    await db.schema.dropIndex('mail_outbox_Status_DueAt_idx').ifExists().execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.createIndex('mail_outbox_Status_DueAt_idx').ifNotExists().on('mail_outbox').columns(['Status', 'DueAt']).execute();
    await db.schema.dropIndex('mail_outbox_due_idx').ifExists().execute();
  },
};
