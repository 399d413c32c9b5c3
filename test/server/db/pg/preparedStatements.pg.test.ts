import { sql } from 'kysely';
import { openDatabase, type Db } from '../../../../src/server/db/database';

/**
 * Named prepared statements (db/pg/pgPool.ts) are what a pooler in transaction mode breaks (PgBouncer before 1.21,
 * or without max_prepared_statements): PG_PREPARED_STATEMENTS=off must leave no statement prepared on the
 * connection, and the default must prepare the hot reads, parsed once per connection. One connection (DB_POOL_MAX=1)
 * so the catalogue read sees the session the reads ran in.
 */
const READ = 'select relname from pg_class where relname = $1';

async function preparedAfterReads(env: NodeJS.ProcessEnv): Promise<string[]> {
  const db: Db = openDatabase(process.env.TEST_DATABASE_URL!, { DB_POOL_MAX: '1', ...env });
  try {
    for (let i = 0; i < 2; i++) await sql`select relname from pg_class where relname = ${'pg_type'}`.execute(db.kysely);
    const rows = await sql<{ statement: string }>`select statement from pg_prepared_statements where statement = ${READ}`.execute(db.kysely);
    return rows.rows.map((r) => r.statement);
  } finally {
    await db.close();
  }
}

test('by default a hot read is a named statement, prepared once on its connection', async () => {
  expect(await preparedAfterReads({})).toEqual([READ]);
});

test('PG_PREPARED_STATEMENTS=off prepares nothing (for a pooler in transaction mode)', async () => {
  expect(await preparedAfterReads({ PG_PREPARED_STATEMENTS: 'off' })).toEqual([]);
});

test('any other value is refused at start', () => {
  expect(() => openDatabase(process.env.TEST_DATABASE_URL!, { PG_PREPARED_STATEMENTS: 'no' })).toThrow(/PG_PREPARED_STATEMENTS must be on or off/);
});
