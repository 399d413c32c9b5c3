import type { Kysely } from 'kysely';

/**
 * Indexes for the hot queries that 001 left to a scan or a partial key.
 * - student_in_project(CourseId): a course's students with their project (course results, rosters); the unique
 *   (StudentId, CourseId) pair cannot serve `CourseId = ?`, and PostgreSQL pushed that filter to a full scan.
 * - published_result(StudentId): a student's published results (score lookup, a student's history).
 * - score(ScoreColumnId): whether a template's column has marks (template edits, column deletion).
 * - board(TemplateId), board(SubjectId): a template's boards, a subject's boards (edits, deletion checks).
 * test/server/perf/queryPlans.test.ts fails when a hot query's plan reads a large table in full.
 */
const INDEXES = [
  ['student_in_project', 'CourseId'],
  ['published_result', 'StudentId'],
  ['score', 'ScoreColumnId'],
  ['board', 'TemplateId'],
  ['board', 'SubjectId'],
] as const;

export const indexesMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const [table, column] of INDEXES) {
      await db.schema.createIndex(`${table}_${column}_idx`).ifNotExists().on(table).column(column).execute();
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const [table, column] of INDEXES) await db.schema.dropIndex(`${table}_${column}_idx`).ifExists().execute();
  },
};
