import { sql, type Kysely } from 'kysely';

/**
 * The pass mark in force at publication, stored with each published result (hundredths, like
 * the score), so a later change of PASS_MARK never changes an already published outcome or its explanation.
 * Results published before this migration get 500 (5.00, the default PASS_MARK); their stored Result is
 * left as it was (docs/deviations.md).
 */
export const resultPassMarkMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('published_result')
      .addColumn('PassMark', 'integer', (c) => c.notNull().defaultTo(500))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`alter table published_result drop column "PassMark"`.execute(db);
  },
};
