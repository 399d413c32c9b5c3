import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Engine } from './engine';
import { initialMigration } from './migrations/001_initial';
import { sessionsMigration } from './migrations/002_sessions';
import { accountsAuditMigration } from './migrations/003_accounts_audit';
import { operationsMigration } from './migrations/004_operations';
import { auditMigration } from './migrations/005_audit';
import { resultPassMarkMigration } from './migrations/006_result_pass_mark';
import { markingMigration } from './migrations/007_marking';
import { languageMigration } from './migrations/008_language';
import { indexesMigration } from './migrations/009_indexes';
import { studentGridMigration } from './migrations/010_student_grid';
import { wordsMigration } from './migrations/013_words';
import { scheduleMigration } from './migrations/014_schedule';
import { searchFoldedMigration } from './migrations/015_search_folded';
import { auditRefusalsMigration } from './migrations/016_audit_refusals';
import { markCountsMigration } from './migrations/017_mark_counts';
import { studentVersionMigration } from './migrations/018_student_version';
import { listVersionsMigration } from './migrations/019_list_versions';
import { studentKeysetMigration } from './migrations/020_student_keyset';
import { versionsOnChangeMigration } from './migrations/021_versions_on_change';
import { readVersionsMigration } from './migrations/022_read_versions';
import { minutesVersionsMigration } from './migrations/026_minutes_versions';
import { mailMigration } from './migrations/028_mail';
import { identityLinksMigration } from './migrations/032_identity_links';
import { mailDueIndexMigration } from './migrations/033_mail_due_index';
import { liveStreamsMigration } from './migrations/034_live_streams';
import { withSetupLock } from './setupLock';

/** Migrations are bundled with the server (no file scanning), in order (bench/api/baseBuild.ts undoes the newest on a copy for an older build). */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    '001_initial': initialMigration(engine),
    '002_sessions': sessionsMigration(),
    '003_accounts_audit': accountsAuditMigration(engine),
    '004_operations': operationsMigration,
    '005_audit': auditMigration(engine),
    '006_result_pass_mark': resultPassMarkMigration,
    '007_marking': markingMigration,
    '008_language': languageMigration,
    '009_indexes': indexesMigration,
    '010_student_grid': studentGridMigration,
    '013_words': wordsMigration(engine),
    '014_schedule': scheduleMigration,
    '015_search_folded': searchFoldedMigration,
    '016_audit_refusals': auditRefusalsMigration(engine),
    '017_mark_counts': markCountsMigration,
    '018_student_version': studentVersionMigration(engine),
    '019_list_versions': listVersionsMigration(engine),
    '020_student_keyset': studentKeysetMigration,
    '021_versions_on_change': versionsOnChangeMigration(engine),
    '022_read_versions': readVersionsMigration(engine),
    '026_minutes_versions': minutesVersionsMigration(engine),
    '028_mail': mailMigration(engine),
    '032_identity_links': identityLinksMigration,
    '033_mail_due_index': mailDueIndexMigration,
    '034_live_streams': liveStreamsMigration,
  };
}

/**
 * Brings the database to the newest migration under the setup lock (setupLock.ts): processes started
 * together wait for the first one, then find nothing left to do.
 */
export async function migrateToLatest(db: Kysely<unknown>, engine: Engine): Promise<string> {
  return withSetupLock(db, engine, async (locked) => {
    const provider: MigrationProvider = { getMigrations: async () => migrationsFor(engine) };
    // 004 was written before 002/003 landed: a database already at 004 must still accept 002 and 003 later.
    const migrator = new Migrator({ db: locked, provider, allowUnorderedMigrations: true });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    const applied = (await migrator.getMigrations()).filter((m) => m.executedAt).map((m) => m.name);
    return applied[applied.length - 1] ?? 'none';
  });
}
