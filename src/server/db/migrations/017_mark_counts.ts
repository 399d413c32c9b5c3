import type { Kysely } from 'kysely';

/**
 * Covering indexes for counting a board's marks per seat (domain/marks.ts boardMarkOverviews, the board's project
 * lists): with them PostgreSQL answers every step from an index alone — a project's members from
 * (ProjectId, Id), each member's cells from the unique score_cell (StudentInProjectId, LectureInBoardId,
 * ScoreColumnId), the template's columns from (TemplateId, Id) — instead of fetching every score row of each seat
 * (a board of 10 projects and 3 seats: ≈ 300 heap rows per request). Each replaces the single-column index of 001
 * it extends (same leading column, so every query that used the old one can use the new one). On SQLite an index
 * already ends in the rowid (Id); the pair costs nothing more there.
 */
const INDEXES = [
  { table: 'student_in_project', column: 'ProjectId' },
  { table: 'score_column', column: 'TemplateId' },
] as const;

export const markCountsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const { table, column } of INDEXES) {
      await db.schema.createIndex(`${table}_${column}_Id_idx`).ifNotExists().on(table).columns([column, 'Id']).execute();
      await db.schema.dropIndex(`${table}_${column}_idx`).ifExists().execute();
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const { table, column } of INDEXES) {
      await db.schema.createIndex(`${table}_${column}_idx`).ifNotExists().on(table).column(column).execute();
      await db.schema.dropIndex(`${table}_${column}_Id_idx`).ifExists().execute();
    }
  },
};
