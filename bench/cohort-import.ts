/**
 * A whole cohort in one file: 20,000 students (COHORT) in one .xlsx workbook, written as the students export writes
 * it (no passwords: the accounts set theirs later), imported in one request into the real built server, while
 * another admin reads a page of the Students grid and a lecturer reads the subjects, each every 50 ms. Prints the
 * import's duration and answer, the file's size, and the other users' p50 / p95 / p99 / max during the import beside
 * the same reads on the idle server just before.
 *
 *   node -r esbuild-register bench/cohort-import.ts            (SQLite in a temporary folder)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node -r esbuild-register bench/cohort-import.ts
 *   COHORT=25000 ...                                           (the import's row limit)
 */
import { studentsSheet } from '../src/server/documents/xlsx/importableSheets';
import { xlsxTexts } from '../src/server/documents/xlsx/texts';
import { xlsxBuffer } from '../src/server/documents/xlsx/writer';
import { login, percentile, withDemoServer } from './lib/server';
import { XLSX_MEDIA_TYPE } from '../src/common/mediaTypes';

const COHORT = Number(process.env.COHORT ?? 20_000);
const READ_EVERY_MS = 50;

/** The cohort as the students export writes it (Vietnamese headers, dates as date cells). */
async function cohortWorkbook(): Promise<Buffer> {
  const rows = Array.from({ length: COHORT }, (_, i) => {
    const n = String(i + 1).padStart(5, '0');
    return { Id: i + 1, Code: `K26${n}`, Name: `Nguyễn Văn Khóa ${n}`, Address: `${(i % 300) + 1} Lê Lợi, Huế`, BirthDay: `2005-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`, Username: `k26.${n}` };
  });
  return xlsxBuffer([studentsSheet(xlsxTexts('vi'), 'vi', rows)]);
}

/** Reads `url` every READ_EVERY_MS until stopped; answers each read's time (ms). A failed read counts as an error. */
function reader(url: string, token: string) {
  const times: number[] = [];
  let errors = 0;
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const started = performance.now();
      try {
        const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      times.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, READ_EVERY_MS));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await done;
      return { times, errors };
    },
  };
}

const summary = (label: string, { times, errors }: { times: number[]; errors: number }) => {
  const s = [...times].sort((a, b) => a - b);
  const f = (x: number) => x.toFixed(1).padStart(7);
  return `${label.padEnd(38)} n=${String(s.length).padStart(4)}  p50${f(percentile(s, 50))}  p95${f(percentile(s, 95))}  p99${f(percentile(s, 99))}  max${f(s[s.length - 1] ?? 0)} ms  errors ${errors}`;
};

async function readersFor(url: string, admin2: string, lecturer: string, ms: number) {
  const grid = reader(`${url}/api/student/paged?page=0&pageSize=25`, admin2);
  const subjects = reader(`${url}/api/subject/getall`, lecturer);
  await new Promise((r) => setTimeout(r, ms));
  return [await grid.stop(), await subjects.stop()];
}

async function main(): Promise<void> {
  await withDemoServer('cohort', async (server, databaseUrl) => {
    const file = await cohortWorkbook();
    console.log(`cohort of ${COHORT} students: workbook ${(file.length / 1024 / 1024).toFixed(2)} MB, engine ${databaseUrl.split(':')[0]}`);
    const [admin, admin2, lecturer] = [await login(server.url, 'admin', 'admin', 'admin123'), await login(server.url, 'admin', 'admin', 'admin123'), await login(server.url, 'teach', 'lecturer1', 'lecturer123')];

    const idle = await readersFor(server.url, admin2, lecturer, 5_000);

    const grid = reader(`${server.url}/api/student/paged?page=0&pageSize=25`, admin2);
    const subjects = reader(`${server.url}/api/subject/getall`, lecturer);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/import/students.xlsx`, { method: 'POST', headers: { 'content-type': XLSX_MEDIA_TYPE, authorization: `Bearer ${admin}` }, body: new Uint8Array(file) });
    const seconds = (performance.now() - started) / 1000;
    const answer = (await res.json()) as { status: number; message: string };
    const during = [await grid.stop(), await subjects.stop()];

    console.log(`import: HTTP ${res.status}, ${answer.message}, in ${seconds.toFixed(1)} s (peak RSS ${server.peakRssMb().toFixed(0)} MB)`);
    console.log(summary('idle: Students grid page (admin)', idle[0]!));
    console.log(summary('idle: subjects (lecturer)', idle[1]!));
    console.log(summary('during: Students grid page (admin)', during[0]!));
    console.log(summary('during: subjects (lecturer)', during[1]!));
    const all = [...during[0]!.times, ...during[1]!.times].sort((a, b) => a - b);
    const p95 = percentile(all, 95);
    console.log(`other users' p95 during the import: ${p95.toFixed(1)} ms (target ≤ 200 ms); duration ${seconds.toFixed(1)} s (target < 300 s)`);
    if (res.status !== 200 || p95 > 200 || seconds >= 300) process.exitCode = 1;
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
