import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine';
import { VERSIONED_TABLES } from './019_list_versions';

/**
 * PostgreSQL's statement triggers of migrations 018 and 019 fire even when a statement touches no row: an update of
 * a board that does not exist (answered 404) raised the boards' version, so a refused request changed the database
 * and every cached list of that table was built again for nothing. Each version is now raised by one trigger per
 * event that reads the statement's transition table and raises it only when a row was inserted, deleted or (for
 * the students, in a column the grid shows) changed. SQLite's triggers are row triggers already: nothing to do.
 */
const STUDENT_LISTED = ['Code', 'Name', 'BirthDay', 'Address', 'NameFolded', 'AddressFolded'];
const EVENTS = [
  ['insert', 'new table as changed'],
  ['delete', 'old table as changed'],
  ['update', 'old table as before new table as changed'],
] as const;

export const bump = (name: string) => `update data_version set "Version" = "Version" + 1 where "Name" = '${name}'`;

/** The condition, over the transition tables, under which a statement changed what the version stands for. */
function changedRows(table: string, event: (typeof EVENTS)[number][0]): string {
  if (event !== 'update' || table !== 'student') return 'exists (select 1 from changed)';
  const columns = STUDENT_LISTED.map((c) => `"${c}"`);
  const compared = `(${columns.map((c) => `c.${c}`).join(', ')}) is distinct from (${columns.map((c) => `b.${c}`).join(', ')})`;
  return `exists (select 1 from changed c join before b on b."Id" = c."Id" where ${compared})`;
}

export async function createTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  for (const [event, referencing] of EVENTS) {
    const fn = `${table}_version_${event}`;
    await sql
      .raw(`create function ${fn}() returns trigger language plpgsql as $$ begin if ${changedRows(table, event)} then ${bump(table)}; end if; return null; end $$`)
      .execute(db);
    await sql.raw(`create trigger ${fn} after ${event} on ${table} referencing ${referencing} for each statement execute function ${fn}()`).execute(db);
  }
  await sql.raw(`create trigger ${table}_version_truncate after truncate on ${table} for each statement execute function ${table}_version_bump()`).execute(db);
}

export async function dropTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  for (const [event] of EVENTS) {
    await sql.raw(`drop trigger if exists ${table}_version_${event} on ${table}`).execute(db);
    await sql.raw(`drop function if exists ${table}_version_${event}()`).execute(db);
  }
  await sql.raw(`drop trigger if exists ${table}_version_truncate on ${table}`).execute(db);
}

const TABLES = ['student', ...VERSIONED_TABLES];

export function versionsOnChangeMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (engine !== 'postgres') return;
      for (const table of TABLES) {
        await sql.raw(`drop trigger if exists ${table}_version on ${table}`).execute(db);
        await createTriggers(db, table);
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (engine !== 'postgres') return;
      for (const table of TABLES) {
        await dropTriggers(db, table);
        const update = table === 'student' ? `update of ${STUDENT_LISTED.map((c) => `"${c}"`).join(', ')}` : 'update';
        await sql
          .raw(`create trigger ${table}_version after insert or delete or truncate or ${update} on ${table} for each statement execute function ${table}_version_bump()`)
          .execute(db);
      }
    },
  };
}
