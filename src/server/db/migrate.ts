import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Engine } from './engine';
import { initialMigration } from './migrations/001_initial';
import { accountsAuditMigration } from './migrations/003_accounts_audit';

/** Migrations are bundled with the server (no file scanning), in order. */
function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    '001_initial': initialMigration(engine),
    '003_accounts_audit': accountsAuditMigration(engine),
  };
}

export async function migrateToLatest(db: Kysely<unknown>, engine: Engine): Promise<string> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(engine) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  const applied = (await migrator.getMigrations()).filter((m) => m.executedAt).map((m) => m.name);
  void results;
  return applied[applied.length - 1] ?? 'none';
}
