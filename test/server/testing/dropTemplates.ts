import { readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminQuery } from './pgDatabase';
import { TEMPLATE_PREFIX } from './templateDatabase';

/**
 * The server project's globalTeardown: removes the templates the run's workers built (templateDatabase.ts): SQLite
 * folders in the temp directory and, on PostgreSQL, databases. A template still in use by another run on the same
 * machine goes too: that run's next test apps then start from an empty database, which is slower, not wrong.
 */
export default async function dropTemplates(): Promise<void> {
  for (const entry of readdirSync(os.tmpdir())) {
    if (entry.startsWith(TEMPLATE_PREFIX)) rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
  }
  if (!process.env.TEST_DATABASE_URL) return;
  const { rows } = await adminQuery('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${TEMPLATE_PREFIX}%`]);
  for (const { datname } of rows as { datname: string }[]) await adminQuery(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
}
