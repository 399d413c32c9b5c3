// npm test, first step: the Debian packages the tests drive. Installs what is missing when it can (root, or sudo
// without a password); otherwise says exactly what to install and stops before the long run starts.
//   chromium           browser tests (/usr/bin/chromium, driven by playwright-core)
//   nginx              deploy:smoke (nginx in front of two API processes)
//   postgresql-client  pg_dump / pg_restore (db:backup and db:restore on PostgreSQL)
//   poppler-utils      pdftotext / pdfinfo (the document tests read the generated PDFs back)
//   postgresql         the server test:pg starts for itself (scripts/test-pg.mjs), unless TEST_DATABASE_URL is set or
//                      a PostgreSQL answers on 127.0.0.1:5432
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const postgresAnswers = () =>
  Boolean(process.env.TEST_DATABASE_URL) ||
  spawnSync(process.execPath, ['-e', "require('net').connect(5432, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => process.exit(1))"], { timeout: 5000 })
    .status === 0;
const postgresInstalled = () =>
  (existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))) || onPath('initdb');
const needed = [
  ['chromium', () => existsSync('/usr/bin/chromium')],
  ['nginx', () => existsSync('/usr/sbin/nginx') || onPath('nginx')],
  ['postgresql-client', () => onPath('pg_dump')],
  ['poppler-utils', () => onPath('pdftotext')],
  ['postgresql', () => postgresAnswers() || postgresInstalled()],
];
const missing = needed.filter(([, present]) => !present()).map(([name]) => name);
if (missing.length === 0) process.exit(0);

const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
const root = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = !root && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get') || (!root && !sudo)) {
  console.error(`The tests need Debian's ${missing.join(', ')}. Install them first:\n\n  sudo ${command}\n\nthen run npm test again.`);
  process.exit(1);
}
console.log(`Installing Debian's ${missing.join(', ')} for the tests (about a minute)...`);
const run = (args) => spawnSync(root ? args[0] : 'sudo', root ? args.slice(1) : ['-n', ...args], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
if (run(['apt-get', 'update', '-qq']).status !== 0 || run(['apt-get', 'install', '-y', '-qq', ...missing]).status !== 0) {
  console.error(`Installing failed. Run it yourself:\n\n  sudo ${command}`);
  process.exit(1);
}
