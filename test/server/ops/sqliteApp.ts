import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';

/**
 * A real app on a fresh SQLite file (whatever TEST_DATABASE_URL says): the SQLite fault tests need the file. The
 * event-loop overload guard is off, as in testApp.ts: on a loaded test machine it would answer 503 to what these
 * tests check (its own test is test/server/security/fairLimits.test.ts).
 */
export async function sqliteApp(): Promise<{ app: FastifyInstance; file: string; close(): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'capstone-ops-'));
  const file = path.join(dir, 'db.sqlite');
  const config = {
    ...loadConfig({ JWT_SECRET: 'ops-secret-ops-secret-ops-secret-0123456789', SEED: 'demo', CLIENT_DIR: '', MAX_EVENT_LOOP_DELAY_MS: '0' }),
    databaseUrl: `sqlite:${file}`,
    clientDir: null,
  };
  const app = await buildApp(config, { logger: false });
  await app.ready();
  return {
    app,
    file,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function adminToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/loginadmin', payload: { username: 'admin', password: 'admin123' } });
  const token = res.json().token as string | undefined;
  if (!token) throw new Error(`admin login failed: ${res.body}`);
  return token;
}

export const UNAVAILABLE = { status: 503, message: 'The database is unavailable, please retry' };
