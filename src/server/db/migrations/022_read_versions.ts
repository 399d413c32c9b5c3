import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine';
import { bump, createTriggers, dropTriggers } from './021_versions_on_change';

/**
 * Versions of the tables the small reads of lecturers and students also read (cache/cachedList.ts caches their
 * answers per caller while every table they read keeps its version): enrolments, board seats and published
 * results. Raised like those of migrations 019 and 021 (PostgreSQL once per statement that changed a row, SQLite
 * once per row). A marking save writes none of them; a publication writes published_result once.
 */
export const READ_VERSIONED_TABLES = ['student_in_course', 'lecture_in_board', 'published_result'] as const;

export function readVersionsMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of READ_VERSIONED_TABLES) {
        await sql`insert into data_version ("Name", "Version") values (${table}, 0)`.execute(db);
        if (engine === 'postgres') {
          // TRUNCATE has no transition table: its trigger raises the version unconditionally
          await sql.raw(`create function ${table}_version_bump() returns trigger language plpgsql as $$ begin ${bump(table)}; return null; end $$`).execute(db);
          await createTriggers(db, table);
        } else {
          for (const event of ['insert', 'delete', 'update']) {
            await sql.raw(`create trigger ${table}_version_${event} after ${event} on ${table} begin ${bump(table)}; end`).execute(db);
          }
        }
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of READ_VERSIONED_TABLES) {
        if (engine === 'postgres') {
          await dropTriggers(db, table);
          await sql.raw(`drop function if exists ${table}_version_bump()`).execute(db);
        } else {
          for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists ${table}_version_${event}`).execute(db);
        }
        await sql`delete from data_version where "Name" = ${table}`.execute(db);
      }
    },
  };
}
