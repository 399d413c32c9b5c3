import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * `npm test`'s PostgreSQL pass (scripts/test-pg.mjs) fails — never skips — when it can neither find a PostgreSQL nor
 * start one: a TEST_DATABASE_URL that does not answer, or no server installed to start a cluster with.
 */
jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '../../..');
const run = (env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, ['scripts/test-pg.mjs'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, TEST_DATABASE_URL: '', TEST_PG_OWN_CLUSTER: '', TEST_PG_BIN: '', ...env } });

test('a TEST_DATABASE_URL that does not answer fails the run', () => {
  const r = run({ TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:1/postgres' });
  expect(r.status).toBe(1);
  expect(r.stderr).toMatch(/PostgreSQL tests FAILED to start: TEST_DATABASE_URL .* does not answer/);
});

test('no PostgreSQL to find and none to start fails the run', () => {
  const r = run({ TEST_PG_OWN_CLUSTER: '1', TEST_PG_BIN: '/nonexistent' });
  expect(r.status).toBe(1);
  expect(r.stderr).toMatch(/PostgreSQL tests FAILED to start: .*no PostgreSQL server \(initdb\) is installed/);
});
