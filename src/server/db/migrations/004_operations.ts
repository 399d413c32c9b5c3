import { sql, type Kysely } from 'kysely';

/**
 * Operations: a one-row table the health check writes to (db/health.ts), so "accepts writes" is a real,
 * committed write — a full disk, a read-only file or a read-only PostgreSQL standby shows as unhealthy.
 * The write sets the row to its own value: a real write that leaves the data (and table checksums) unchanged.
 */
export const operationsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('health_probe')
      .addColumn('Id', 'integer', (c) => c.primaryKey())
      .addColumn('Note', 'varchar(100)', (c) => c.notNull())
      .execute();
    await sql`insert into health_probe ("Id", "Note") values (1, 'rewritten unchanged by every health check')`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('health_probe').execute();
  },
};
