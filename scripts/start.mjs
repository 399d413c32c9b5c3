// npm start: builds when the build is missing or older than the sources, then serves.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const outputs = ['dist/server/main.js', 'dist/client/index.html'];
const built = outputs.every((f) => existsSync(f));
const stale = !built || newest('src') > Math.min(...outputs.map((f) => statSync(f).mtimeMs));
if (stale) {
  // the first start builds for a while with little output: say so, and how long it took
  console.log(
    built
      ? 'The sources changed since the last build: building Capstone Evaluation again (usually 1-3 minutes)...'
      : 'First start: building Capstone Evaluation (client and server). This usually takes 2-3 minutes on a 2-core machine, less on a faster one; later starts skip it until the sources change...',
  );
  const started = Date.now();
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s. Starting the server...`);
}
await import(path.resolve('dist/server/main.js'));
