import ExcelJS from 'exceljs';
import { STUDENT_IMPORT_COLUMNS } from '../../src/common/importColumns';
import { XLSX_MEDIA_TYPE } from '../../src/common/mediaTypes';

/**
 * One abusive account (an admin: the role that may reach every expensive route) from 3 sessions, as fast as the
 * server answers: board minutes and grade report PDFs back to back, a 2,000-row student workbook imported again and
 * again (every row refused: nothing is written), and live streams opened and held. Counts answers by status.
 */
export interface AbuseCounts {
  requests: number;
  byStatus: Record<string, number>;
  streamsHeld: number;
}

/** A workbook of 2,000 students whose every birthday is unreadable: read and checked whole, then refused. */
export async function refusedWorkbook(): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Students');
  const columns = Object.values(STUDENT_IMPORT_COLUMNS);
  sheet.addRow(columns);
  for (let i = 0; i < 2000; i++) sheet.addRow(columns.map((c, j) => (j === 2 ? 'not a date' : `${c} ${i} ${'x'.repeat(20)}`)));
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

/** The abusive account's one address (its three sessions share it), apart from everyone else's. */
const ABUSER_ADDRESS = '203.0.113.66';

export interface Abuse {
  counts: AbuseCounts;
  /** holds every loop before its next request and closes the streams held (the fairness run's quiet stretches) */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

export function startAbuse(urls: string[], tokens: string[], ids: { boards: number[]; courses: number[] }, workbook: string): Abuse {
  const counts: AbuseCounts = { requests: 0, byStatus: {}, streamsHeld: 0 };
  let running = true;
  let streams: AbortController[] = [];
  let resumed: Promise<void> | null = null;
  let wake = () => undefined as void;
  /** resolves at once while the abuse runs, else when it resumes (or stops) */
  const going = () => resumed ?? Promise.resolve();
  const note = (status: string) => {
    counts.requests++;
    counts.byStatus[status] = (counts.byStatus[status] ?? 0) + 1;
  };
  const call = async (url: string, token: string, path: string, init: RequestInit = {}) => {
    try {
      const res = await fetch(`${url}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': ABUSER_ADDRESS, ...(init.headers ?? {}) } });
      await res.arrayBuffer();
      note(String(res.status));
      // a refusal with Retry-After is not waited out: an abuser sends again at once
    } catch (err) {
      note((err as { cause?: { code?: string } }).cause?.code ?? 'error');
    }
  };
  const loops: Promise<void>[] = [];
  // BENCH_ABUSE=documents,imports,streams (all by default): one kind alone, to see what each costs the others
  const kinds = new Set((process.env.BENCH_ABUSE ?? 'documents,imports,streams').split(','));
  tokens.forEach((token, s) => {
    const url = urls[s % urls.length]!;
    let k = s;
    // documents: two loops per session
    for (let d = 0; d < (kinds.has('documents') ? 2 : 0); d++) {
      loops.push(
        (async () => {
          while (running) {
            await going();
            if (!running) break;
            k++;
            const path = k % 2 ? `/api/documents/board/${ids.boards[k % ids.boards.length]}/minutes.pdf` : `/api/documents/course/${ids.courses[k % ids.courses.length]}/grades.pdf`;
            await call(url, token, path);
          }
        })(),
      );
    }
    // imports: one loop per session, the same workbook sent again and again, as the app's import dialog sends it
    const importBody = new Uint8Array(Buffer.from(workbook, 'base64'));
    if (kinds.has('imports'))
      loops.push(
        (async () => {
          while (running) {
            await going();
            if (running) await call(url, token, '/api/import/students.xlsx', { method: 'POST', body: importBody, headers: { 'content-type': XLSX_MEDIA_TYPE } });
          }
        })(),
      );
    // streams: opened and held, opened again as the server closes them
    if (kinds.has('streams')) loops.push(
      (async () => {
        while (running) {
          await going();
          if (!running) break;
          const abort = new AbortController();
          streams.push(abort);
          try {
            const res = await fetch(`${url}/api/live`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ABUSER_ADDRESS }, signal: abort.signal });
            note(`stream ${res.status}`);
            if (res.status !== 200) {
              await res.arrayBuffer();
              continue;
            }
            counts.streamsHeld++;
            // read it until the server or the end of the run closes it
            void res.body?.pipeTo(new WritableStream()).catch(() => undefined);
          } catch {
            note('stream error');
          }
          await new Promise((r) => setTimeout(r, 50));
        }
      })(),
    );
  });
  return {
    counts,
    pause: () => {
      if (resumed) return;
      resumed = new Promise<void>((r) => (wake = r));
      for (const s of streams) s.abort();
      streams = [];
    },
    resume: () => {
      resumed = null;
      wake();
    },
    stop: async () => {
      running = false;
      wake();
      for (const s of streams) s.abort();
      await Promise.allSettled(loops);
    },
  };
}
