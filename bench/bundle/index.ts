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
    'The guard column is the budget the e2e test `e2e/bundleBudget.e2e.ts` enforces, the target itself (it also fails when a route loads a package it must not: ' +
    'the signed-out pages MUI, emotion, Redux, notistack or React Router; the student the DataGrid, the date pickers, Yup or popper.js; the lecturer the same; ' +
    'the admin the date pickers, Yup or popper.js). ' +
    'The last column names the heavy packages among those each first visit downloads (from the package list the build writes per chunk).\n\n' +
    'What brought the signed-in first visits from 224 / 268 / 389 KB (27 Nov 2026) to these, each measured in turn, in this order: the router and the signed-in ' +
    'shell with everything they import as one chunk instead of webpack\'s split by sets of chunks, which cut them into 4–6 files and copied small modules ' +
    '(Button, the tag tables, the router) into each screen\'s chunk (−10 / −17 / −13 KB); the semester filter as MUI\'s outlined NativeSelect, no menu, ' +
    'popover and modal code (student −18 KB with the header\'s lazy logout question; lecturer and admin +3 KB then, the dialog code moving to their screens\' chunks); the admin\'s texts a catalogue of their own (student and lecturer −2 KB, admin +1 KB for one more file); ' +
    'MUI code a first render never runs swapped for stand-ins that load it when first shown (webpack.config.js `muiOnDemand`: popper.js, the DataGrid\'s ' +
    'panel-only components and refetch bar, the field variants the app never draws; admin −28 KB, lecturer −9 KB); the remove confirmations of the lists ' +
    'loaded when asked (admin −3 KB); the entry unsplit (−0.5 KB each). Measured and left out: terser with `passes: 3` and `ecma: 2020` (≤ 0.2 KB), ' +
    'terser\'s unsafe options (−1 to −2 KB, not worth the risk).';
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
