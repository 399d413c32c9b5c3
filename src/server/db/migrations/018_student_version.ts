import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine';

/**
 * A version number of the students table, raised by the database itself on every change a students grid filter
 * can see (insert, delete, a change of a listed column), whoever makes it — another server process, an import, a
 * restore. The grid's total (COUNT over up to 20,000 rows, a few ms a page on PostgreSQL) is then counted once
 * per filter and version and reused for the other pages (domain/reads/students.ts) instead of on every page.
 * PostgreSQL raises it once per statement (an import of 20,000 rows: one update), SQLite once per row (its
 * triggers are row triggers; a row update there costs microseconds). Not data: never copied or checksummed
 * (ops/tables.ts).
 */
const LISTED = ['Code', 'Name', 'BirthDay', 'Address', 'NameFolded', 'AddressFolded'];
const listed = LISTED.map((c) => `"${c}"`).join(', ');
const BUMP = `update data_version set "Version" = "Version" + 1 where "Name" = 'student'`;

export function studentVersionMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('data_version')
        .addColumn('Name', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('Version', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`insert into data_version ("Name", "Version") values ('student', 0)`.execute(db);
      if (engine === 'postgres') {
        await sql.raw(`create function student_version_bump() returns trigger language plpgsql as $$ begin ${BUMP}; return null; end $$`).execute(db);
        await sql
          .raw(`create trigger student_version after insert or delete or truncate or update of ${listed} on student for each statement execute function student_version_bump()`)
          .execute(db);
      } else {
        for (const [name, event] of [['insert', 'insert'], ['delete', 'delete'], ['update', `update of ${listed}`]] as const) {
          await sql.raw(`create trigger student_version_${name} after ${event} on student begin ${BUMP}; end`).execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (engine === 'postgres') {
        await sql`drop trigger if exists student_version on student`.execute(db);
        await sql`drop function if exists student_version_bump()`.execute(db);
      } else {
        for (const name of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists student_version_${name}`).execute(db);
      }
      await db.schema.dropTable('data_version').ifExists().execute();
    },
  };
}
