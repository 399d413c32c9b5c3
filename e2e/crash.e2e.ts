import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Inside npm test: bench/crash.ts against the built server with 3 SIGKILLs (the full
 * run, `npm run bench:crash`, does 20). Every kill must leave an intact database whose score rows are
 * all-or-nothing, and no row the server confirmed may be lost.
 */
jest.setTimeout(240_000);

test('the server survives SIGKILL during marking: integrity ok, no partial row', async () => {
  const root = path.resolve(__dirname, '..');
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['-r', 'esbuild-register', 'bench/crash.ts'], {
      cwd: root,
      env: { ...process.env, CRASH_KILLS: '3', CRASH_STUDENTS: '60' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (c) => resolve({ code: c, output: out }));
  });
  const lines = output.trim().split('\n');
  expect({ code, last: lines[lines.length - 1] }).toEqual({ code: 0, last: 'kills: 3, integrity: ok, partial rows: 0' });
  expect(output).not.toMatch(/confirmed rows lost: [1-9]/);
});
