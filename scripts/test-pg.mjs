// Runs the server test project again on PostgreSQL, and FAILS when no PostgreSQL can be had (the PostgreSQL-only
// paths would otherwise regress unseen). The server, in order:
//   1. TEST_DATABASE_URL when set (it must answer);
//   2. the PostgreSQL of 127.0.0.1:5432 (user postgres, trust) when one answers;
//   3. a throwaway cluster started here: initdb in a temporary directory, on a free port of 127.0.0.1, stopped and
//      removed after the run (the server binaries come from Debian's `postgresql` package, which
//      scripts/system-deps.mjs installs when it is missing and it can).
// TEST_PG_BIN names the server's bin directory where it is not found by itself. TEST_PG_OWN_CLUSTER=1 skips 2 (a cluster of its own even where one answers on 5432). Arguments go to Jest (default
// `-w 2`: the server suites wait on the database as much as they compute).
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
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

function fail(why) {
  console.error(`PostgreSQL tests FAILED to start: ${why}\n` +
    'Set TEST_DATABASE_URL to a PostgreSQL the tests may create databases on, run one on 127.0.0.1:5432 (user postgres, trust),\n' +
    "or install Debian's postgresql package (sudo apt-get install -y postgresql) so that npm test can start its own.");
  process.exit(1);
}

/** The directory of initdb: TEST_PG_BIN when set, else Debian's postgresql package (its newest version), else PATH's. */
function findServerBin() {
  if (process.env.TEST_PG_BIN) return existsSync(path.join(process.env.TEST_PG_BIN, 'initdb')) ? process.env.TEST_PG_BIN : null;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return path.join(root, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? path.dirname(which.stdout.trim()) : null;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts a throwaway cluster; answers its URL and how to stop it. PostgreSQL refuses to run as root: as root, the postgres user runs it. */
async function startCluster() {
  const bin = findServerBin();
  if (!bin) fail('TEST_DATABASE_URL is not set, nothing answers on 127.0.0.1:5432 and no PostgreSQL server (initdb) is installed.');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'capstone-pg-'));
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  let asUser = [];
  if (root) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (id.status !== 0) fail('running as root, and there is no postgres user to run the server as.');
    chownSync(dir, Number(id.stdout.trim()), Number(gid.stdout.trim()));
    asUser = ['runuser', '-u', 'postgres', '--'];
  }
  const run = (command, args) => {
    const full = [...asUser, path.join(bin, command), ...args];
    return spawnSync(full[0], full.slice(1), { encoding: 'utf8' });
  };
  const data = path.join(dir, 'data');
  const init = run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  if (init.status !== 0) fail(`initdb failed: ${init.stderr || init.stdout}`);
  const port = await freePort();
  // a test server: no fsync (its data is thrown away), sockets in its own directory
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const start = run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  if (start.status !== 0) fail(`the server did not start: ${start.stderr || start.stdout}`);
  const stop = () => {
    run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

let url = process.env.TEST_DATABASE_URL;
let stop = () => {};
if (url) {
  if (!(await answers(url))) fail(`TEST_DATABASE_URL (${url.replace(/\/\/[^@]*@/, '//')}) does not answer.`);
} else if (process.env.TEST_PG_OWN_CLUSTER !== '1' && (await answers(LOCAL))) {
  url = LOCAL;
} else {
  ({ url, stop } = await startCluster());
  if (!(await answers(url))) {
    stop();
    fail('the cluster started here does not answer.');
  }
  console.log('Started a throwaway PostgreSQL for the tests.');
}

console.log(`Server tests on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})`);
const extra = process.argv.slice(2);
const r = spawnSync('npx', ['jest', ...(extra.length > 0 ? extra : ['-w', '2']), '--selectProjects', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
stop();
process.exit(r.status ?? 1);
