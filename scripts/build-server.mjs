// Bundles the server with esbuild into dist/server/main.js; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: `${process.env.OUT_DIR || 'dist'}/server/main.js`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
