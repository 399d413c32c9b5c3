// npm test: every check, in the order that fails fastest, with the single-threaded steps side by side.
//   1. the Debian packages the tests drive (scripts/system-deps.mjs);
//   2. typecheck, lint and the production build, two at a time (each uses one core; the build is the one the
//      browser suites then share);
//   3. the server and client tests on SQLite (Jest, two workers);
//   4. the server tests on PostgreSQL (scripts/test-pg.mjs: finds or starts one, fails when it cannot);
//   5. the browser tests against the build of step 2.
// Stops at the first step that fails. Each step's output is printed as it ends (steps run together do not mix).
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const minutes = (ms) => `${(ms / 60000).toFixed(1)} min`;

function run(script, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(npm, ['run', '--silent', script], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    let out = '';
    if (quiet) {
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
    }
    child.on('close', (code) => {
      if (quiet && out.trim()) process.stdout.write(`\n── ${script} ──\n${out}`);
      console.log(`── ${script}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${minutes(Date.now() - t0)}`);
      resolve(code ?? 1);
    });
  });
}

/** Runs `scripts` at most `width` at a time; the exit code of the first that failed, else 0. */
async function together(scripts, width) {
  const queue = [...scripts];
  let failed = 0;
  const lane = async () => {
    while (queue.length > 0 && failed === 0) {
      const code = await run(queue.shift(), { quiet: true });
      if (code !== 0 && failed === 0) failed = code;
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return failed;
}

const steps = [
  () => run('test:system-deps'),
  () => together(['typecheck', 'lint', 'build'], 2),
  () => run('test:jest'),
  () => run('test:pg'),
  () => run('test:e2e:built'),
];
for (const step of steps) {
  const code = await step();
  if (code !== 0) {
    console.log(`npm test FAILED after ${minutes(Date.now() - started)}`);
    process.exit(code);
  }
}
console.log(`npm test passed in ${minutes(Date.now() - started)}`);
