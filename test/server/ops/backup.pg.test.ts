import type { Kysely } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import type { FastifyInstance } from 'fastify';
import { expectRestoredEqualsSnapshot, script, underLoad } from './backupRestore';
import { freshPgDatabase } from '../testing/pgDatabase';

/** npm run db:backup / db:restore on PostgreSQL (pg_dump / pg_restore): online under load, into an empty database. */
jest.setTimeout(120_000);

const dir = mkdtempSync(path.join(os.tmpdir(), 'capstone-pgbackup-'));
let source: Awaited<ReturnType<typeof freshPgDatabase>>;
let target: Awaited<ReturnType<typeof freshPgDatabase>>;
let app: FastifyInstance;

beforeAll(async () => {
  source = await freshPgDatabase('bksrc');
  target = await freshPgDatabase('bkdst');
  app = await buildApp(
    { ...loadConfig({ JWT_SECRET: 'ops-secret-ops-secret-ops-secret-0123456789', SEED: 'demo', CLIENT_DIR: '', MAX_EVENT_LOOP_DELAY_MS: '0' }), databaseUrl: source.url, clientDir: null },
    { logger: false },
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await source?.drop();
  await target?.drop();
  rmSync(dir, { recursive: true, force: true });
});

test('a pg_dump backup taken under write load restores to the source as it was at the backup', async () => {
  const before = (await app.db.selectFrom('subject').select('Id').execute()).length;
  const file = path.join(dir, 'backup.dump');
  let result = { code: null as number | null, out: '' };
  await underLoad(app, async () => {
    result = await script('db-backup', [file, '--db', source.url]);
  });
  expect(result).toEqual({ code: 0, out: expect.stringContaining('Backup written') });
  const restore = await script('db-restore', [file, '--to', target.url]);
  expect(restore).toEqual({ code: 0, out: expect.stringContaining('Restored') });
  await expectRestoredEqualsSnapshot(app.db as unknown as Kysely<unknown>, 'postgres', target.url, before);
  const again = await script('db-restore', [file, '--to', target.url]);
  expect(again.code).toBe(1);
  expect(again.out).toMatch(/not empty/);
});

test('without pg_dump on PATH the backup says what to install', async () => {
  const saved = process.env.PATH;
  process.env.PATH = dir; // the scripts run with node's absolute path; nothing else is on PATH
  try {
    const r = await script('db-backup', [path.join(dir, 'x.dump'), '--db', source.url]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/pg_dump was not found on PATH.*postgresql-client/);
  } finally {
    process.env.PATH = saved;
  }
});
