import { sql, type Kysely } from 'kysely';

/**
 * Each board's disagreement threshold, in hundredths of a point (200 = 2.00, the default).
 * Two lecturers whose totals for a student differ by more than it are flagged before publishing
 * (common/disagreement.ts).
 */
export const markingMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('board')
      .addColumn('DisagreementThreshold', 'integer', (c) => c.notNull().defaultTo(200))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`alter table board drop column "DisagreementThreshold"`.execute(db);
  },
};
