// Runs the server test project again on PostgreSQL: at TEST_DATABASE_URL when set, else on the PostgreSQL of
// 127.0.0.1:5432 (user postgres, trust) when one answers; without either it says so and skips.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const LOCAL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

let url = process.env.TEST_DATABASE_URL;
if (!url && (await answers(LOCAL))) url = LOCAL;
if (!url) {
  console.log('PostgreSQL run skipped: TEST_DATABASE_URL is not set and no PostgreSQL answers on 127.0.0.1:5432 (the server tests ran on SQLite).');
  process.exit(0);
}
console.log(`Server tests on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})`);
const r = spawnSync('npx', ['jest', '--selectProjects', 'server', '-w', '2'], { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
process.exit(r.status ?? 1);
