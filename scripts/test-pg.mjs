// Runs the server test project again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('PostgreSQL run skipped: TEST_DATABASE_URL is not set (the server tests ran on SQLite).');
  process.exit(0);
}
console.log(`Server tests on PostgreSQL (${process.env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')})`);
const r = spawnSync('npx', ['jest', '--selectProjects', 'server', '-w', '2'], { stdio: 'inherit', env: process.env });
process.exit(r.status ?? 1);
