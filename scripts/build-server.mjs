// Bundles the server with esbuild into dist/server/main.js, with the background process's entry beside it
// (dist/server/backgroundHost.js, started by src/server/runtime/background/process.ts) and its worker threads': the document
// worker (dist/server/documentWorker.js, found by src/server/documents/pool.ts), the .xlsx reader's
// (dist/server/xlsxReaderWorker.js) and the import rows' checker (dist/server/rowCheckWorker.js, found by
// src/server/domain/rowChecks/index.ts); npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', backgroundHost: 'src/server/runtime/background/host.ts', documentWorker: 'src/server/documents/worker.ts', xlsxReaderWorker: 'src/server/documents/xlsx/readerWorker.ts', rowCheckWorker: 'src/server/domain/rowChecks/worker.ts' },
  outdir: `${process.env.OUT_DIR || 'dist'}/server`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
