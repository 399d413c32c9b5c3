import pg from 'pg';

const base = process.env.TEST_DATABASE_URL;

/** A fresh, empty PostgreSQL database for one test file; drop() removes it (and its connections). */
export async function freshPgDatabase(label: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  if (!base) throw new Error('PostgreSQL tests need TEST_DATABASE_URL (jest.config.ts runs *.pg.test.ts only then)');
  const name = `capstone_${label}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  return { url: pgDatabaseUrl(name), name, drop: () => dropPgDatabase(name) };
}

/** The URL of database `name` on the server of TEST_DATABASE_URL. */
export function pgDatabaseUrl(name: string): string {
  const url = new URL(base!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops database `name`, ending its connections. */
export async function dropPgDatabase(name: string): Promise<void> {
  await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** One statement on the maintenance database (TEST_DATABASE_URL itself). */
export async function adminQuery(text: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    return await c.query(text, params);
  } finally {
    await c.end();
  }
}

/** pg_terminate_backend on every connection to `database` (what an administrator or a failover does). */
export async function terminateBackends(database: string): Promise<number> {
  const r = await adminQuery('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
  return r.rowCount ?? 0;
}
