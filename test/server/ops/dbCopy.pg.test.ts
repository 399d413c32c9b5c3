import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { databaseChecksums } from '../../../src/server/db/ops/checksum';
import { freshPgDatabase } from '../testing/pgDatabase';
import { adminToken, sqliteApp } from './sqliteApp';

/**
 * npm run db:copy: the demo data on SQLite (plus writes through the API) into an empty PostgreSQL database;
 * checksums equal, a second copy into the now non-empty target is refused, and the server on the copy
 * answers the same reads as on the source and keeps numbering new rows after the copied ones.
 */
jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../../..');
const copy = (from: string, to: string) =>
  spawnSync(process.execPath, ['-r', 'esbuild-register', 'scripts/db-copy.ts', '--from', from, '--to', to], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, JEST_WORKER_ID: '' } });

let source: Awaited<ReturnType<typeof sqliteApp>>;
let target: Awaited<ReturnType<typeof freshPgDatabase>>;
let copyApp: FastifyInstance;

beforeAll(async () => {
  source = await sqliteApp();
  const token = await adminToken(source.app);
  const add = await source.app.inject({ method: 'POST', url: '/api/subject/add', headers: { authorization: `Bearer ${token}` }, payload: { name: 'Before the move', description: 'ünïcødé ✓' } });
  expect(add.statusCode).toBe(200);
  // a person's mail choices are data: the copy keeps them
  const chose = await source.app.inject({ method: 'PUT', url: '/api/account/mail', headers: { authorization: `Bearer ${token}` }, payload: { board: 'off', reminder: 'now' } });
  expect(chose.json()).toMatchObject({ status: 200 });
  target = await freshPgDatabase('copy');
});
afterAll(async () => {
  await copyApp?.close();
  await source?.close();
  await target?.drop();
});

const READS = ['/api/subject/getall', '/api/course/getall', '/api/evalution/getall', '/api/project/getallpubliced', '/api/semester/getall', '/api/teacher/getall'];

test('copies every table, verified, then refuses a non-empty target; the server on the copy reads the same', async () => {
  const run = copy(`sqlite:${source.file}`, target.url);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/row counts and checksums verified/);

  copyApp = await buildApp(
    { ...loadConfig({ JWT_SECRET: 'ops-secret-ops-secret-ops-secret-0123456789', SEED: 'demo', CLIENT_DIR: '', MAX_EVENT_LOOP_DELAY_MS: '0' }), databaseUrl: target.url, clientDir: null },
    { logger: false },
  );
  await copyApp.ready();
  expect(await databaseChecksums(copyApp.db as unknown as Kysely<unknown>, 'postgres')).toEqual(await databaseChecksums(source.app.db as unknown as Kysely<unknown>, 'sqlite'));

  const again = copy(`sqlite:${source.file}`, target.url);
  expect(again.status).toBe(1);
  expect(again.stderr).toMatch(/not empty/);

  const [a, b] = [await adminToken(source.app), await adminToken(copyApp)];
  for (const url of READS) {
    const [x, y] = await Promise.all([
      source.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${a}` } }),
      copyApp.inject({ method: 'GET', url, headers: { authorization: `Bearer ${b}` } }),
    ]);
    expect([url, y.statusCode]).toEqual([url, 200]);
    expect([url, y.json()]).toEqual([url, x.json()]);
  }
  const prefs = await copyApp.inject({ method: 'GET', url: '/api/account/mail', headers: { authorization: `Bearer ${b}` } });
  expect(prefs.json().data.Preferences).toEqual({ board: 'off', schedule: 'now', reminder: 'now', results: 'now', minutes: 'now' });
  // Sequences were reset: a new row on the copy gets the next Id, no clash.
  const add = await copyApp.inject({ method: 'POST', url: '/api/subject/add', headers: { authorization: `Bearer ${b}` }, payload: { name: 'After the move', description: 'x' } });
  expect(add.statusCode).toBe(200);
});
