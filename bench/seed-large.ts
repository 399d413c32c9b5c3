/**
 * npm run seed:large [-- --seed 1 --scale 1 --check]
 * Fills an empty database (DATABASE_URL, default sqlite:./data/university.sqlite) with the generated
 * university (20,000 students), migrated by the app's own migrations. --check runs the integrity checks after.
 */
import type { Kysely } from 'kysely';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { argNumber } from './lib/args';
import { integrityProblems } from './seed/integrity';
import { generateUniversity } from './seed/university';

export const DEFAULT_UNIVERSITY_URL = 'sqlite:./data/university.sqlite';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || DEFAULT_UNIVERSITY_URL;
  const handle = openDatabase(url);
  try {
    await migrateToLatest(handle.kysely as unknown as Kysely<unknown>, handle.engine);
    const seed = argNumber('--seed', 1);
    const scale = argNumber('--scale', 1);
    const result = await generateUniversity(handle.kysely, handle.engine, { seed, scale });
    const counts = Object.entries(result.rows).map(([t, r]) => `${t} ${r.length}`).join(', ');
    console.log(`seed:large ${handle.engine} seed ${seed} scale ${scale}: ${counts}`);
    console.log(`generated in ${result.seconds.toFixed(1)} s (${result.marked.length} projects marked, ${result.published.length} published)`);
    if (process.argv.includes('--check')) {
      const problems = await integrityProblems(handle.kysely, handle.engine);
      console.log(problems.length === 0 ? 'integrity: ok' : `integrity problems:\n  ${problems.join('\n  ')}`);
      if (problems.length > 0) process.exitCode = 1;
    }
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
