import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../src/server/app';
import type { AppConfig } from '../../../src/server/config';
import { adminQuery, pgDatabaseUrl } from './pgDatabase';

/**
 * The migrated and seeded database a test app starts from, built once per Jest worker process and per seed (the real
 * start-up path: buildApp on an empty database), then copied for every test app: the closed SQLite file, or
 * PostgreSQL's CREATE DATABASE … TEMPLATE. Migrations and the demo seed cost about a second per app, a copy a tenth of
 * that, and the copy holds the same rows. Jest gives every test file fresh modules, so a template is found by its name
 * (worker process id and seed), not kept in memory. Anything that cannot be copied falls back to an empty database,
 * which the app then migrates and seeds itself. dropTemplates.ts removes them after the run.
 */

/** Names of this machine's templates start with this (SQLite: folders in the temp directory; PostgreSQL: databases). */
export const TEMPLATE_PREFIX = 'capstone_tmpl_';

/** What the seed writes depends on: templates differ by these settings only. */
const SEED_SETTINGS = ['seed', 'passMark', 'adminUsername', 'adminPassword'] as const satisfies readonly (keyof AppConfig)[];

/** `defaults` with what the seed writes taken from `config`: the settings a template is built with. */
export const seededLike = (defaults: AppConfig, config: AppConfig): AppConfig => ({
  ...defaults,
  ...Object.fromEntries(SEED_SETTINGS.map((k) => [k, config[k]])),
});

/** The template's name: this worker's, for what the seed writes. */
function templateName(config: AppConfig): string {
  const key = JSON.stringify(SEED_SETTINGS.map((k) => config[k]));
  return `${TEMPLATE_PREFIX}${process.pid}_${createHash('sha1').update(key).digest('hex').slice(0, 10)}`;
}

async function buildOn(config: AppConfig, databaseUrl: string, mailDir: string): Promise<void> {
  const app = await buildApp({ ...config, databaseUrl, mail: { ...config.mail, dir: mailDir } }, { logger: false });
  await app.ready();
  await app.close();
}

/** Writes a copy of this worker's SQLite template into `file`, building the template first when there is none. */
export async function copySqliteTemplate(config: AppConfig, file: string): Promise<void> {
  const dir = path.join(os.tmpdir(), templateName(config));
  const template = path.join(dir, 'template.sqlite');
  try {
    if (!existsSync(template)) {
      // built under another name and renamed when whole: a file that exists is a finished template
      const building = path.join(dir, `building-${Date.now()}`);
      mkdirSync(building, { recursive: true });
      await buildOn(config, `sqlite:${path.join(building, 'template.sqlite')}`, path.join(building, 'mail'));
      renameSync(path.join(building, 'template.sqlite'), template);
      rmSync(building, { recursive: true, force: true });
    }
    copyFileSync(template, file);
  } catch {
    /* no template: the app migrates and seeds the empty file itself */
    rmSync(file, { force: true });
  }
}

/** Creates database `name` on TEST_DATABASE_URL's server as a copy of this worker's template, building it when there is none. */
export async function createPgDatabase(config: AppConfig, name: string): Promise<void> {
  const template = templateName(config);
  try {
    const found = await adminQuery('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount === 0) {
      // built under another name and renamed when whole: a database of the template's name is a finished template
      const building = `${template}_building`;
      await adminQuery(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await adminQuery(`CREATE DATABASE "${building}"`);
      await buildOn(config, pgDatabaseUrl(building), path.join(os.tmpdir(), `${building}_mail`));
      await adminQuery(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
    }
    await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } catch {
    /* no template: an empty database, which the app migrates and seeds itself */
    await adminQuery(`CREATE DATABASE "${name}"`);
  }
}
