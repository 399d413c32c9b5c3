import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../../src/server/db/database';
import { expectRestoredEqualsSnapshot, script, underLoad } from './backupRestore';
import { sqliteApp } from './sqliteApp';

/** npm run db:backup / db:restore on SQLite: an online backup while writes go on, restored into a new file. */
jest.setTimeout(120_000);

const dir = mkdtempSync(path.join(os.tmpdir(), 'capstone-backup-'));
let source: Awaited<ReturnType<typeof sqliteApp>>;
beforeAll(async () => {
  source = await sqliteApp();
});
afterAll(async () => {
  await source?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a backup taken under write load restores to the source as it was at the backup', async () => {
  const before = (await source.app.db.selectFrom('subject').select('Id').execute()).length;
  // a person's mail choice, to be found in the restored database
  const lecturer = (await source.app.db.selectFrom('account').select('Id').where('Username', '=', 'lecturer1').executeTakeFirstOrThrow()).Id;
  await source.app.db.insertInto('mail_preference').values({ AccountId: lecturer, Kind: 'reminder', Mode: 'off' }).execute();
  const backup = path.join(dir, 'backup.sqlite');
  let result = { code: null as number | null, out: '' };
  const written = await underLoad(source.app, async () => {
    result = await script('db-backup', [backup, '--db', `sqlite:${source.file}`]);
  });
  expect(result).toEqual({ code: 0, out: expect.stringContaining('Backup written') });
  expect(written).toBeGreaterThan(0);

  const restored = path.join(dir, 'restored.sqlite');
  const restore = await script('db-restore', [backup, '--to', `sqlite:${restored}`]);
  expect(restore.code).toBe(0);
  await expectRestoredEqualsSnapshot(source.app.db as unknown as Kysely<unknown>, 'sqlite', `sqlite:${restored}`, before);
  const back = openDatabase(`sqlite:${restored}`);
  try {
    expect(await back.kysely.selectFrom('mail_preference').select(['AccountId', 'Kind', 'Mode']).execute()).toEqual([{ AccountId: lecturer, Kind: 'reminder', Mode: 'off' }]);
  } finally {
    await back.close();
  }

  const again = await script('db-restore', [backup, '--to', `sqlite:${restored}`]);
  expect(again.code).toBe(1);
  expect(again.out).toMatch(/already exists/);
  expect(existsSync(restored)).toBe(true);
});
