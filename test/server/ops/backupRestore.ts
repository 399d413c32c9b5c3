import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../../src/server/db/database';
import { databaseChecksums } from '../../../src/server/db/ops/checksum';
import { adminToken } from './sqliteApp';

const ROOT = path.resolve(__dirname, '../../..');

/** Runs an npm db script (through esbuild-register) without blocking this process: the load goes on meanwhile. */
export function script(name: 'db-backup' | 'db-restore', args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-r', 'esbuild-register', `scripts/${name}.ts`, ...args], { cwd: ROOT, env: { ...process.env, JEST_WORKER_ID: '' } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

/**
 * Writes through the API (new subjects, one after another on 4 lanes) while `during` runs: the backup
 * happens under load. Returns how many writes succeeded.
 */
export async function underLoad(app: FastifyInstance, during: () => Promise<void>): Promise<number> {
  const token = await adminToken(app);
  let stop = false;
  let ok = 0;
  let n = 0;
  const lane = async () => {
    while (!stop) {
      const res = await app.inject({ method: 'POST', url: '/api/subject/add', headers: { authorization: `Bearer ${token}` }, payload: { name: `Load ${++n}`, description: 'x' } });
      if (res.statusCode === 200) ok++;
    }
  };
  const lanes = [lane(), lane(), lane(), lane()];
  await new Promise((r) => setTimeout(r, 200));
  try {
    await during();
  } finally {
    stop = true;
    await Promise.all(lanes);
  }
  return ok;
}

/**
 * The restored database equals the source at the backup's moment: every table but `subject` (the load
 * only adds subjects) has the source's checksum; `subject` equals the source's rows up to the highest Id
 * the backup holds, and holds some of the rows written under load.
 */
export async function expectRestoredEqualsSnapshot(sourceDb: Kysely<unknown>, sourceEngine: 'sqlite' | 'postgres', restoredUrl: string, subjectsBefore: number): Promise<void> {
  const restored = openDatabase(restoredUrl);
  try {
    const r = restored.kysely as unknown as Kysely<unknown>;
    const [a, b] = [await databaseChecksums(sourceDb, sourceEngine), await databaseChecksums(r, restored.engine)];
    const { subject: sa, ...restA } = a;
    const { subject: sb, ...restB } = b;
    expect(restB).toEqual(restA);
    expect(sb!.rows).toBeGreaterThanOrEqual(subjectsBefore);
    expect(sb!.rows).toBeLessThanOrEqual(sa!.rows);
    const upTo = async (db: Kysely<unknown>, max: number) =>
      (await sql<Record<string, unknown>>`select "Id", "Name", "Description" from subject where "Id" <= ${max} order by "Id"`.execute(db)).rows;
    const maxId = Number((await sql<{ m: number }>`select max("Id") as m from subject`.execute(r)).rows[0]!.m);
    expect(await upTo(r, maxId)).toEqual(await upTo(sourceDb, maxId));
    expect((await upTo(r, maxId)).length).toBe(sb!.rows);
  } finally {
    await restored.close();
  }
}
