/**
 * How long one admitted .xlsx import holds the server's event loop: another user's small read, sent every 5 ms,
 * timed while an admin imports the abusive account's workbook (2,000 rows, every row refused: read and checked whole)
 * IMPORTS times in a row, beside the same reads on the idle server just before. One built server process, the demo
 * data; the longest read is the figure (every request that reaches the process meanwhile waits that long).
 *
 *   node -r esbuild-register bench/import-stall.ts            (SQLite in a temporary folder)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node -r esbuild-register bench/import-stall.ts
 */
import { XLSX_MEDIA_TYPE } from '../src/common/mediaTypes';
import { refusedWorkbook } from './defence/abuser';
import { login, percentile, withDemoServer } from './lib/server';

const IMPORTS = Number(process.env.IMPORTS ?? 5);
const READ_EVERY_MS = 5;

/** Reads `url` every READ_EVERY_MS until `until` settles; answers each read's time (ms). */
async function readWhile(url: string, token: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`a read answered ${res.status}`);
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, READ_EVERY_MS));
  }
  return times;
}

const line = (label: string, times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  const f = (x: number) => x.toFixed(1).padStart(7);
  return `${label.padEnd(26)} n=${String(s.length).padStart(5)}  p50${f(percentile(s, 50))}  p99${f(percentile(s, 99))}  max${f(s[s.length - 1] ?? 0)} ms`;
};

async function main(): Promise<void> {
  await withDemoServer('stall', async (server, databaseUrl) => {
    const workbook = Buffer.from(await refusedWorkbook(), 'base64');
    const admin = await login(server.url, 'admin', 'admin', 'admin123');
    const lecturer = await login(server.url, 'teach', 'lecturer1', 'lecturer123');
    const read = `${server.url}/api/subject/getall`;
    const idle = await readWhile(read, lecturer, new Promise((r) => setTimeout(r, 3_000)));
    const statuses: number[] = [];
    const imports = (async () => {
      for (let i = 0; i < IMPORTS; i++) {
        const res = await fetch(`${server.url}/api/import/students.xlsx`, { method: 'POST', headers: { 'content-type': XLSX_MEDIA_TYPE, authorization: `Bearer ${admin}` }, body: new Uint8Array(workbook) });
        await res.arrayBuffer();
        statuses.push(res.status);
      }
    })();
    const during = await readWhile(read, lecturer, imports);
    await imports;
    console.log(`${IMPORTS} imports of a ${(workbook.length / 1024).toFixed(0)} KB workbook (2,000 rows, all refused), engine ${databaseUrl.split(':')[0]}: HTTP ${statuses.join(', ')}`);
    console.log(line('idle: a small read', idle));
    console.log(line('during the imports', during));
    // the imports follow one another as fast as they are answered: not paced as one admin's would be
  }, { IMPORTS_PER_MINUTE: '100000' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
