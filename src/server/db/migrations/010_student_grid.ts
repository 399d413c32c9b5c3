import type { Kysely } from 'kysely';

/**
 * The Students grid pages on the server (GET /student/paged) sorted by any column, then Id. Code is
 * unique (indexed since 001); these let a page sorted by name or birthday (the usual sorts) read in order instead
 * of sorting the whole table (20,000 rows) for each page. Address is left unindexed (a rare sort, a top-N sort of
 * one column costs a few ms; test/server/perf/queryPlans.test.ts uses it as its known full scan).
 */
const COLUMNS = ['Name', 'BirthDay'] as const;

export const studentGridMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const column of COLUMNS) {
      await db.schema.createIndex(`student_${column}_Id_idx`).ifNotExists().on('student').columns([column, 'Id']).execute();
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const column of COLUMNS) await db.schema.dropIndex(`student_${column}_Id_idx`).ifExists().execute();
  },
};
