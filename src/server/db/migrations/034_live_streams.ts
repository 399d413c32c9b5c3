import type { Kysely } from 'kysely';

/**
 * The live streams open on every process (live/streams.ts), so that one account's streams are bounded across the
 * processes its sessions reach, not per process. A row lives as long as its stream, at most until ExpiresAt (every
 * stream ends after its lifetime), so the rows of a process that died stop counting by themselves.
 */
export const liveStreamsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('live_stream')
      .ifNotExists()
      .addColumn('Id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('AccountId', 'integer', (c) => c.notNull())
      .addColumn('OpenedAt', 'bigint', (c) => c.notNull())
      .addColumn('ExpiresAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('live_stream_account').ifNotExists().on('live_stream').columns(['AccountId', 'OpenedAt']).execute();
    await db.schema.createIndex('live_stream_expires').ifNotExists().on('live_stream').column('ExpiresAt').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('live_stream').ifExists().execute();
  },
};
