import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createTestApp, demoAdminApp, type TestApp } from './testApp';
import { freshPgDatabase } from './pgDatabase';
import { tableNames } from '../security/fingerprint';

/** Row counts of every table, and the migration the database is at. */
async function contents(t: TestApp) {
  const db = t.app.db;
  const engine = t.app.dbHandle.engine;
  const counts: Record<string, number> = {};
  for (const table of await tableNames(db, engine)) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0]!.n);
  }
  return { migration: t.app.migrationVersion, counts };
}

/** An empty database of the engine under test, migrated and seeded by the app itself. */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) return freshPgDatabase('fresh');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'capstone-fresh-'));
  return { url: `sqlite:${path.join(dir, 'fresh.sqlite')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

describe('test apps copied from the worker’s template database', () => {
  it('hold what an app that migrated and seeded an empty database holds', async () => {
    const copied = await createTestApp();
    const fresh = await freshDatabase();
    const built = await createTestApp({ databaseUrl: fresh.url });
    try {
      const [a, b] = [await contents(copied), await contents(built)];
      expect(Object.keys(a.counts).length).toBeGreaterThan(10);
      expect(a.counts.student).toBeGreaterThan(0);
      expect(a).toEqual(b);
    } finally {
      await copied.close();
      await built.close();
      await fresh.drop();
    }
  });

  it('are copies: what one test app writes, the next one does not see', async () => {
    const first = await demoAdminApp();
    const created = await first.t.call('POST', '/api/semester/add', first.admin, { year: 2031, session: 'Spring', startTime: '2031-01-05', endTime: '2031-05-31' });
    expect(created.statusCode).toBe(200);
    const years = async (t: TestApp, token: string) => ((await t.call('GET', '/api/semester/getall', token)).json() as { Year: number }[]).map((s) => s.Year);
    expect(await years(first.t, first.admin)).toContain(2031);
    await first.t.close();

    const second = await demoAdminApp();
    try {
      expect(await years(second.t, second.admin)).not.toContain(2031);
    } finally {
      await second.t.close();
    }
  });
});
