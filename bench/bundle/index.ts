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
    `(from the build's \`bundle-stats.json\`), the translation engine and the English texts included (every first render waits for them; ` +
    `figures before 23 Nov 2026 left these ≈ 22 KB out). Browsers get the brotli files, about 10–15 % smaller still. ` +
    'The guard column is the regression budget the e2e test `e2e/bundleBudget.e2e.ts` enforces (it also fails when a route loads a package it must not: ' +
    'the signed-out pages MUI, emotion, Redux, notistack or React Router; the student the DataGrid or the date pickers; the lecturer the date pickers). ' +
    'The last column names the heavy packages among those each first visit downloads (from the package list the build writes per chunk).';
  return { key: 'bundle', title: 'Bundle: first-visit JavaScript per route', markdown };
}

if (require.main === module) {
  benchBundle()
    .then((section) => recordSection(section, isQuick()))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
