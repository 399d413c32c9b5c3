import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Engine } from '../engine';

/**
 * Marks with words: a lecturer's comments (per student and score column, per student, per project), their
 * history, the board's minutes per project (decision, required revisions, secretary's notes), and each
 * lecturer's role on a board (chair / secretary / member) that decides who writes the minutes.
 * StudentInProjectId 0 = a project comment, ScoreColumnId 0 = a general comment: plain integers rather than
 * NULLs, so the one unique key works the same on both engines.
 */
export function wordsMigration(engine: Engine) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    engine === 'postgres'
      ? t.addColumn('Id', 'serial', (c) => c.primaryKey())
      : t.addColumn('Id', 'integer', (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('lecture_in_board')
        .addColumn('Role', 'varchar(20)', (c) => c.notNull().defaultTo('member'))
        .execute();

      await withId(db.schema.createTable('mark_comment'))
        .addColumn('ProjectId', 'integer', (c) => c.notNull().references('project.Id'))
        .addColumn('LectureInBoardId', 'integer', (c) => c.notNull().references('lecture_in_board.Id'))
        .addColumn('StudentInProjectId', 'integer', (c) => c.notNull())
        .addColumn('ScoreColumnId', 'integer', (c) => c.notNull())
        .addColumn('Text', 'text', (c) => c.notNull())
        .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('UpdatedAt', 'varchar(30)', (c) => c.notNull())
        .addUniqueConstraint('mark_comment_cell', ['LectureInBoardId', 'ProjectId', 'StudentInProjectId', 'ScoreColumnId'])
        .execute();
      await db.schema.createIndex('mark_comment_project').on('mark_comment').column('ProjectId').execute();

      await withId(db.schema.createTable('comment_history'))
        .addColumn('ProjectId', 'integer', (c) => c.notNull().references('project.Id'))
        .addColumn('LectureInBoardId', 'integer', (c) => c.notNull().references('lecture_in_board.Id'))
        .addColumn('StudentInProjectId', 'integer', (c) => c.notNull())
        .addColumn('ScoreColumnId', 'integer', (c) => c.notNull())
        .addColumn('OldText', 'text')
        .addColumn('NewText', 'text', (c) => c.notNull())
        .addColumn('ChangedBy', 'integer', (c) => c.notNull().references('account.Id'))
        .addColumn('ChangedAt', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('comment_history_project').on('comment_history').column('ProjectId').execute();

      await withId(db.schema.createTable('board_minutes'))
        .addColumn('ProjectId', 'integer', (c) => c.notNull().unique().references('project.Id'))
        .addColumn('BoardId', 'integer', (c) => c.notNull().references('board.Id'))
        .addColumn('Decision', 'varchar(20)')
        .addColumn('Revisions', 'text', (c) => c.notNull())
        .addColumn('Notes', 'text', (c) => c.notNull())
        .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('UpdatedBy', 'integer', (c) => c.notNull().references('account.Id'))
        .addColumn('UpdatedAt', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('board_minutes_board').on('board_minutes').column('BoardId').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('board_minutes').execute();
      await db.schema.dropTable('comment_history').execute();
      await db.schema.dropTable('mark_comment').execute();
      await sql`alter table lecture_in_board drop column "Role"`.execute(db);
    },
  };
}
