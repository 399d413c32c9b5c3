import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { generateUniversity } from '../../../bench/seed/university';
import { PASSWORDS } from '../../../bench/seed/plan';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { freshPgDatabase } from '../testing/pgDatabase';

/**
 * On the generated university (20,000 students, 400 courses, ~130,000 marks):
 * npm run db:copy from SQLite into an empty PostgreSQL database verifies itself, and the server on the copy
 * answers the same reads — lists, a course's results, a board's projects — as on the source.
 */
jest.setTimeout(300_000);

const ROOT = path.resolve(__dirname, '../../..');
const SECRET = 'ops-secret-ops-secret-ops-secret-0123456789';

let dir: string;
let sqliteUrl: string;
let target: Awaited<ReturnType<typeof freshPgDatabase>>;
const apps: FastifyInstance[] = [];

async function appOn(databaseUrl: string): Promise<FastifyInstance> {
  const config = { ...loadConfig({ JWT_SECRET: SECRET, SEED: 'none', ADMIN_PASSWORD: 'unused-because-not-empty', CLIENT_DIR: '', MAX_EVENT_LOOP_DELAY_MS: '0' }), databaseUrl, clientDir: null };
  const app = await buildApp(config, { logger: false });
  await app.ready();
  apps.push(app);
  return app;
}

async function admin(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/loginadmin', payload: { username: 'admin1', password: PASSWORDS.admin } });
  const token = res.json().token as string | undefined;
  if (!token) throw new Error(`admin login failed: ${res.body}`);
  return token;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'capstone-copy-large-'));
  sqliteUrl = `sqlite:${path.join(dir, 'university.sqlite')}`;
  const source = openDatabase(sqliteUrl);
  await migrateToLatest(source.kysely as unknown as Kysely<unknown>, source.engine);
  await generateUniversity(source.kysely, source.engine, { seed: 15, scale: 1 });
  await source.close();
  target = await freshPgDatabase('copy_large');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await target?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the generated university copies into PostgreSQL, verified, and the server on the copy reads the same', async () => {
  const run = spawnSync(process.execPath, ['-r', 'esbuild-register', 'scripts/db-copy.ts', '--from', sqliteUrl, '--to', target.url], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, JEST_WORKER_ID: '' },
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/row counts and checksums verified/);

  const [from, to] = [await appOn(sqliteUrl), await appOn(target.url)];
  const [a, b] = [await admin(from), await admin(to)];
  const get = async (app: FastifyInstance, token: string, url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect([url, res.statusCode]).toEqual([url, 200]);
    return res.json();
  };

  const students = await get(from, a, '/api/student/getall');
  expect(students).toHaveLength(20_000);
  const published = (await get(from, a, '/api/project/getallpubliced')).data as { ProjectId: number }[];
  expect(published.length).toBeGreaterThan(900);
  const courses = (await get(from, a, '/api/course/getall')) as { Id: number }[];
  expect(courses).toHaveLength(400);

  const reads = ['/api/student/getall', '/api/course/getall', '/api/evalution/getall', '/api/project/getallpubliced', '/api/teacher/getall'];
  for (const course of [courses[0]!, courses[199]!, courses[399]!]) reads.push(`/api/score/${course.Id}/course`);
  for (const board of [1, 200, 400]) reads.push(`/api/project/${board}/evalution`, `/api/details/board/${board}`);
  for (const url of reads) expect([url, await get(to, b, url)]).toEqual([url, await get(from, a, url)]);
});
