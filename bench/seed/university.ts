import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../../src/server/auth/passwords';
import type { Engine } from '../../src/server/db/engine';
import type { Database } from '../../src/server/db/schema';
import { addMarks } from './marks';
import { PASSWORDS, planUniversity, sizeFor, type Rows, type SeedTable } from './plan';

/** Tables in foreign-key order. */
const ORDER: SeedTable[] = [
  'account', 'admin', 'lecturer', 'student', 'semester', 'subject', 'template', 'score_column', 'course', 'project', 'board',
  'lecture_in_board', 'project_in_board', 'student_in_course', 'student_in_project', 'score', 'score_history',
  'published_project', 'published_result',
];

export interface Generated {
  rows: Rows;
  /** projects with complete marks, and the published ones among them */
  marked: number[];
  published: number[];
  seconds: number;
}

/** Rows in one transaction, multi-row VALUES batches of at most ~30,000 parameters (both engines' limits). */
async function writeRows(db: Kysely<Database>, engine: Engine, rows: Rows): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of ORDER) {
      const list = rows[table] as Record<string, unknown>[];
      if (list.length === 0) continue;
      const batch = Math.max(1, Math.floor(30_000 / Object.keys(list[0]!).length));
      for (let i = 0; i < list.length; i += batch) {
        await trx.insertInto(table).values(list.slice(i, i + batch) as never).execute();
      }
      // PostgreSQL serials do not move for explicit ids: later inserts by the app must not collide.
      if (engine === 'postgres' && table !== 'template') {
        await sql`select setval(pg_get_serial_sequence(${table}, 'Id'), (select max("Id") from ${sql.table(table)}))`.execute(trx);
      }
    }
  });
}

/**
 * Fills an empty, migrated database with the generated university (scale 1 = 20,000 students), deterministic
 * from the seed. One argon2 hash per role, reused by every account of that role.
 */
export async function generateUniversity(
  db: Kysely<Database>,
  engine: Engine,
  options: { seed: number; scale: number; passMark?: number },
): Promise<Generated> {
  const started = performance.now();
  const existing = await db.selectFrom('account').select('Id').limit(1).executeTakeFirst();
  if (existing) throw new Error('The database is not empty: seed:large fills an empty database only');
  const hashes = { admin: await hashPassword(PASSWORDS.admin), teach: await hashPassword(PASSWORDS.teach), std: await hashPassword(PASSWORDS.std) };
  const rows = planUniversity(options.seed, sizeFor(options.scale), hashes);
  const { marked, published } = addMarks(rows, options.seed, options.passMark ?? 5);
  await writeRows(db, engine, rows);
  // PostgreSQL plans from table statistics; after a bulk load they exist only once autovacuum gets to them (up to
  // a minute later), so the benchmarks, which start at once, would measure plans for empty tables.
  if (engine === 'postgres') await sql`analyze`.execute(db);
  return { rows, marked, published, seconds: (performance.now() - started) / 1000 };
}
