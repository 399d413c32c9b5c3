import path from 'node:path';

/**
 * A worker thread's entry file: `built` beside the bundled main.js (dist/server; scripts/build-server.mjs writes it),
 * or the TypeScript `source` when the server runs from its source (jest, benches), which the thread then compiles
 * with esbuild-register as its parent does. `dir` is the caller's `__dirname`, beside which `source` lies.
 */
export function workerFile(dir: string, source: string, built: string): { filename: string; execArgv: string[] } {
  if (__filename.endsWith('.ts')) return { filename: path.join(dir, source), execArgv: ['--require', require.resolve('esbuild-register')] };
  return { filename: path.join(dir, built), execArgv: [] };
}
