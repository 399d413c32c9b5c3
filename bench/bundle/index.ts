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
    'The guard column is the budget the e2e test `e2e/bundleBudget.e2e.ts` enforces, the target itself where the route meets it (it also fails when a route loads a package it must not: ' +
    'the signed-out pages MUI, emotion or Redux; the student the DataGrid, the date pickers or Yup; the lecturer the same; the admin the DataGrid, the date pickers or Yup; ' +
    "and when a first visit lacks the design card's React Router or notistack). " +
    'The last column names the heavy packages among those each first visit downloads (from the package list the build writes per chunk).\n\n' +
    "Budgets (issue 40): landing + login 130, student 239, lecturer 275, admin 390 KB, for the design card's stack: React Router's data router " +
    '(in the entry: the signed-out pages use it too) and notistack, with no webpack swap of another package\'s files (the earlier `muiOnDemand` ' +
    'stand-ins and the MUI CSS-variables swap are gone). The signed-in shell with everything it imports stays one chunk instead of webpack\'s split by ' +
    'sets of chunks (−10 / −17 / −13 KB when introduced); the admin\'s texts are a catalogue of their own; the remove confirmations of the lists load when asked; ' +
    "the marking screen's leave and move questions load when asked and its phone cards' score field is MUI's outlined input without TextField " +
    '(lecturer 280.9 → 258.8 KB on 2 Dec 2026: no Select, menu, popover or modal on its first visit); ' +
    "the marking screen's Submit tooltip loads once the screen has painted, the student's published detail and explanation once a published score is shown, " +
    'and the server messages\' English texts no longer carry the grading code (student 239.7 → 235.1, lecturer 277.8 → 262.8 KB later that day); ' +
    'the admin lists\' DataGrid with the MUI parts its panels and menus import (≈ 190 KB) arrives once the console has painted, the list\'s first page shown as a plain table until then (admin 424.7 → 259.9 KB on 4 Dec 2026); ' +
    'the entry is unsplit. Measured and left out: terser with `passes: 3` and `ecma: 2020` (≤ 0.2 KB), terser\'s unsafe options (−1 to −2 KB, not worth the risk).';
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
