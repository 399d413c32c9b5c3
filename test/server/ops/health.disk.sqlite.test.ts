import { execFileSync } from 'node:child_process';
import { mkdtempSync, openSync, rmSync, writeSync, closeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * SQLite on a real small file system (a 6 MB tmpfs mounted by the test; it runs as root, like the suite): when the
 * file system fills up, real writes answer 503 and so does /api/health, with `writes: false` for an admin and no
 * driver text for anyone else; health recovers once there is room again. (`max_page_count` and a read-only
 * connection are covered by faults.sqlite.test.ts.)
 */
jest.setTimeout(60_000);

const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'capstone-smallfs-'));
let t: TestApp;
let admin: string;
let n = 0;

beforeAll(async () => {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=6m', 'tmpfs', mountPoint]);
  t = await createTestApp({ databaseUrl: `sqlite:${path.join(mountPoint, 'small.sqlite')}`, seed: 'demo' });
  admin = await t.login('admin', 'admin', 'admin123');
});
afterAll(async () => {
  await t?.close();
  execFileSync('umount', ['-l', mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

const addSubject = () => t.call('POST', '/api/subject/add', admin, { name: `Disk subject ${++n}`, description: 'd'.repeat(1500) });

/** Fills the file system to its last byte. */
function fill(): string {
  const file = path.join(mountPoint, 'filler');
  const fd = openSync(file, 'w');
  const block = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) writeSync(fd, block);
  } catch {
    /* ENOSPC: full */
  } finally {
    closeSync(fd);
  }
  return file;
}

test('a full file system: writes and health answer 503 (writes: false for the admin, no driver text for others), then recover', async () => {
  expect((await t.call('GET', '/api/health', admin)).json().data).toMatchObject({ reads: true, writes: true });
  const filler = fill();
  const statuses: number[] = [];
  for (let i = 0; i < 30 && !statuses.includes(503); i++) statuses.push((await addSubject()).statusCode);
  const sick = await t.call('GET', '/api/health', admin);
  expect(sick.statusCode).toBe(503);
  expect(sick.json().data).toMatchObject({ status: 'unavailable', reads: true, writes: false, fault: expect.stringContaining('SQLITE_FULL') });
  const anonymous = await t.call('GET', '/api/health');
  expect(anonymous.statusCode).toBe(503);
  expect(anonymous.json()).toEqual({ status: 503, message: 'The database is unavailable, please retry', code: 'databaseUnavailable', data: { status: 'unavailable' } });
  rmSync(filler);
  expect((await t.call('GET', '/api/health', admin)).statusCode).toBe(200);
  expect((await addSubject()).statusCode).toBe(200);
});
