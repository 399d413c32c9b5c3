import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Engine } from '../engine';

/** The complete data model of spec section 3, identical on SQLite and PostgreSQL. */
export function initialMigration(engine: Engine) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    engine === 'postgres'
      ? t.addColumn('Id', 'serial', (c) => c.primaryKey())
      : t.addColumn('Id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('account'))
        .addColumn('Username', 'varchar(100)', (c) => c.notNull())
        .addColumn('UsernameKey', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('PasswordHash', 'varchar(255)', (c) => c.notNull())
        .addColumn('Role', 'varchar(10)', (c) => c.notNull().check(sql`"Role" in ('admin', 'std', 'teach')`))
        .execute();

      await withId(db.schema.createTable('admin'))
        .addColumn('Name', 'varchar(100)', (c) => c.notNull())
        .addColumn('AccountId', 'integer', (c) => c.notNull().unique().references('account.Id'))
        .execute();

      await withId(db.schema.createTable('lecturer'))
        .addColumn('Name', 'varchar(100)', (c) => c.notNull())
        .addColumn('PhoneNumber', 'varchar(30)', (c) => c.notNull())
        .addColumn('BirthDay', 'varchar(10)')
        .addColumn('Address', 'varchar(255)')
        .addColumn('AccountId', 'integer', (c) => c.notNull().unique().references('account.Id'))
        .execute();

      await withId(db.schema.createTable('student'))
        .addColumn('Code', 'varchar(50)', (c) => c.notNull().unique())
        .addColumn('Name', 'varchar(100)', (c) => c.notNull())
        .addColumn('BirthDay', 'varchar(10)')
        .addColumn('Address', 'varchar(255)')
        .addColumn('AccountId', 'integer', (c) => c.notNull().unique().references('account.Id'))
        .execute();

      await withId(db.schema.createTable('semester'))
        .addColumn('Year', 'integer', (c) => c.notNull())
        .addColumn('Session', 'varchar(50)', (c) => c.notNull())
        .addColumn('StartTime', 'varchar(10)', (c) => c.notNull())
        .addColumn('EndTime', 'varchar(10)', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('subject'))
        .addColumn('Name', 'varchar(200)', (c) => c.notNull())
        .addColumn('Description', 'varchar(2000)', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('course'))
        .addColumn('Name', 'varchar(200)', (c) => c.notNull())
        .addColumn('SubjectId', 'integer', (c) => c.notNull().references('subject.Id'))
        .addColumn('SemesterId', 'integer', (c) => c.notNull().references('semester.Id'))
        .addColumn('LectureId', 'integer', (c) => c.notNull().references('lecturer.Id'))
        .execute();

      await withId(db.schema.createTable('project'))
        .addColumn('Name', 'varchar(200)', (c) => c.notNull())
        .addColumn('Notion', 'varchar(2000)', (c) => c.notNull())
        .addColumn('CourseId', 'integer', (c) => c.notNull().references('course.Id'))
        .execute();

      await db.schema
        .createTable('template')
        .addColumn('Id', 'integer', (c) => c.primaryKey())
        .addColumn('Name', 'varchar(200)', (c) => c.notNull())
        .addColumn('SubjectId', 'integer', (c) => c.notNull().references('subject.Id'))
        .addColumn('ApplyDate', 'varchar(10)', (c) => c.notNull())
        .addColumn('Status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await withId(db.schema.createTable('score_column'))
        .addColumn('Name', 'varchar(200)', (c) => c.notNull())
        .addColumn('PercentBp', 'integer', (c) => c.notNull().check(sql`"PercentBp" > 0 and "PercentBp" <= 10000`))
        .addColumn('TemplateId', 'integer', (c) => c.notNull().references('template.Id'))
        .execute();

      await withId(db.schema.createTable('board'))
        .addColumn('Name', 'varchar(200)', (c) => c.notNull())
        .addColumn('Room', 'varchar(50)', (c) => c.notNull())
        .addColumn('StartTime', 'varchar(5)', (c) => c.notNull())
        .addColumn('EndTime', 'varchar(5)', (c) => c.notNull())
        .addColumn('Date', 'varchar(10)', (c) => c.notNull())
        .addColumn('SemesterId', 'integer', (c) => c.notNull().references('semester.Id'))
        .addColumn('SubjectId', 'integer', (c) => c.notNull().references('subject.Id'))
        .addColumn('TemplateId', 'integer', (c) => c.notNull().references('template.Id'))
        .execute();

      await withId(db.schema.createTable('lecture_in_board'))
        .addColumn('TeacherId', 'integer', (c) => c.notNull().references('lecturer.Id'))
        .addColumn('BoardId', 'integer', (c) => c.notNull().references('board.Id'))
        .addUniqueConstraint('lecture_in_board_pair', ['TeacherId', 'BoardId'])
        .execute();

      await withId(db.schema.createTable('project_in_board'))
        .addColumn('ProjectId', 'integer', (c) => c.notNull().unique().references('project.Id'))
        .addColumn('BoardId', 'integer', (c) => c.notNull().references('board.Id'))
        .addColumn('IntendTime', 'varchar(5)', (c) => c.notNull())
        .addColumn('OrderNo', 'integer', (c) => c.notNull())
        .addColumn('ProtectTime', 'integer', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('student_in_course'))
        .addColumn('StudentId', 'integer', (c) => c.notNull().references('student.Id'))
        .addColumn('CourseId', 'integer', (c) => c.notNull().references('course.Id'))
        .addUniqueConstraint('student_in_course_pair', ['StudentId', 'CourseId'])
        .execute();

      await withId(db.schema.createTable('student_in_project'))
        .addColumn('StudentId', 'integer', (c) => c.notNull().references('student.Id'))
        .addColumn('ProjectId', 'integer', (c) => c.notNull().references('project.Id'))
        .addColumn('CourseId', 'integer', (c) => c.notNull().references('course.Id'))
        .addUniqueConstraint('student_in_project_pair', ['StudentId', 'ProjectId'])
        .addUniqueConstraint('student_in_project_one_per_course', ['StudentId', 'CourseId'])
        .execute();

      await withId(db.schema.createTable('score'))
        .addColumn('StudentInProjectId', 'integer', (c) => c.notNull().references('student_in_project.Id'))
        .addColumn('LectureInBoardId', 'integer', (c) => c.notNull().references('lecture_in_board.Id'))
        .addColumn('ScoreColumnId', 'integer', (c) => c.notNull().references('score_column.Id'))
        .addColumn('Score', 'integer', (c) => c.notNull().check(sql`"Score" >= 0 and "Score" <= 1000`))
        .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('UpdatedAt', 'varchar(30)', (c) => c.notNull())
        .addUniqueConstraint('score_cell', ['StudentInProjectId', 'LectureInBoardId', 'ScoreColumnId'])
        .execute();

      await withId(db.schema.createTable('score_history'))
        .addColumn('StudentInProjectId', 'integer', (c) => c.notNull().references('student_in_project.Id'))
        .addColumn('LectureInBoardId', 'integer', (c) => c.notNull().references('lecture_in_board.Id'))
        .addColumn('ScoreColumnId', 'integer', (c) => c.notNull().references('score_column.Id'))
        .addColumn('OldScore', 'integer')
        .addColumn('NewScore', 'integer', (c) => c.notNull())
        .addColumn('ChangedBy', 'integer', (c) => c.notNull().references('account.Id'))
        .addColumn('ChangedAt', 'varchar(30)', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('published_project'))
        .addColumn('ProjectId', 'integer', (c) => c.notNull().unique().references('project.Id'))
        .addColumn('BoardId', 'integer', (c) => c.notNull().references('board.Id'))
        .addColumn('PublishedBy', 'integer', (c) => c.notNull().references('account.Id'))
        .addColumn('PublishedAt', 'varchar(30)', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('published_result'))
        .addColumn('ProjectId', 'integer', (c) => c.notNull().references('published_project.ProjectId'))
        .addColumn('StudentId', 'integer', (c) => c.notNull().references('student.Id'))
        .addColumn('Score', 'integer', (c) => c.notNull())
        .addColumn('Result', 'integer', (c) => c.notNull())
        .addUniqueConstraint('published_result_pair', ['ProjectId', 'StudentId'])
        .execute();

      for (const [table, column] of [
        ['course', 'SemesterId'],
        ['course', 'SubjectId'],
        ['course', 'LectureId'],
        ['project', 'CourseId'],
        ['score_column', 'TemplateId'],
        ['board', 'SemesterId'],
        ['lecture_in_board', 'BoardId'],
        ['project_in_board', 'BoardId'],
        ['student_in_course', 'CourseId'],
        ['student_in_project', 'ProjectId'],
        ['score', 'LectureInBoardId'],
        ['score_history', 'StudentInProjectId'],
      ] as const) {
        await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
      }
    },
    async down(): Promise<void> {
      throw new Error('The initial migration is not reversible');
    },
  };
}
