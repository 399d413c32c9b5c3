/**
 * npm run bench:bundle [-- --build]
 * Per-route table of the gzipped JavaScript a first visit downloads, from the last production build in
 * $OUT_DIR (default dist); builds first when there is none or with --build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { hasFlag, isQuick } from '../lib/args';
import { recordSection, type Section } from '../lib/results';
import { formatTable, routeSizes } from './routes';

export async function benchBundle(): Promise<Section> {
  const outDir = path.resolve(process.env.OUT_DIR || 'dist');
  if (hasFlag('--build') || !existsSync(path.join(outDir, 'bundle-stats.json'))) {
    console.log(`bench:bundle: building the client into ${outDir} ...`);
    const build = spawnSync('npx', ['webpack', '--mode', 'production'], { stdio: 'inherit', env: { ...process.env, OUT_DIR: outDir } });
    if (build.status !== 0) throw new Error('the client build failed');
  }
  const table = formatTable(routeSizes(outDir));
  console.log(table);
  const markdown =
    `${table}\n\nGzip level 9 of every JavaScript file a first visit loads: the entry's initial chunks plus the chunks of the screen's lazy imports ` +
    `(from the build's \`bundle-stats.json\`). Browsers get the brotli files, about 10–15 % smaller still. ` +
    'The guard column is the regression budget the e2e test `e2e/bundleBudget.e2e.ts` enforces; the issue targets are not met yet (slimming is later work).';
  return { key: 'bundle', title: 'Bundle: first-visit JavaScript per route (issue 15 item 5)', markdown };
}

if (require.main === module) {
  benchBundle()
    .then((section) => recordSection(section, isQuick()))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
