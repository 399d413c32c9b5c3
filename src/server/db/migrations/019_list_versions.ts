import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine';

/**
 * A version number per table the cached lists read (cache/cachedList.ts: the admin lists' answers serialised once
 * and sent again while every table they read keeps its version), raised by the database itself on every insert,
 * update and delete, whoever makes it — another server process, an import, a cascade. One row per table, so a
 * writer of courses does not wait on a writer of projects. Like migration 018's 'student' row (the students list
 * reads that one): PostgreSQL raises a version once per statement, SQLite once per row. Not data: never copied or
 * checksummed (ops/tables.ts).
 */
export const VERSIONED_TABLES = [
  'course',
  'subject',
  'semester',
  'lecturer',
  'project',
  'board',
  'project_in_board',
  'published_project',
  'student_in_project',
] as const;

const bump = (table: string) => `update data_version set "Version" = "Version" + 1 where "Name" = '${table}'`;

export function listVersionsMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of VERSIONED_TABLES) {
        await sql`insert into data_version ("Name", "Version") values (${table}, 0)`.execute(db);
        if (engine === 'postgres') {
          await sql.raw(`create function ${table}_version_bump() returns trigger language plpgsql as $$ begin ${bump(table)}; return null; end $$`).execute(db);
          await sql
            .raw(`create trigger ${table}_version after insert or delete or truncate or update on ${table} for each statement execute function ${table}_version_bump()`)
            .execute(db);
        } else {
          for (const event of ['insert', 'delete', 'update']) {
            await sql.raw(`create trigger ${table}_version_${event} after ${event} on ${table} begin ${bump(table)}; end`).execute(db);
          }
        }
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of VERSIONED_TABLES) {
        if (engine === 'postgres') {
          await sql.raw(`drop trigger if exists ${table}_version on ${table}`).execute(db);
          await sql.raw(`drop function if exists ${table}_version_bump()`).execute(db);
        } else {
          for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists ${table}_version_${event}`).execute(db);
        }
        await sql`delete from data_version where "Name" = ${table}`.execute(db);
      }
    },
  };
}
