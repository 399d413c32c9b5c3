import type { Piscina } from 'piscina';
import type { ImportRowError } from '../../../common/contract/imports';
import { slicer } from '../../runtime/turns';
import { threadPool } from '../../runtime/threadPool';
import { allErrors, type FieldError } from '../validate';
import { ROW_SCHEMAS, type RowSchema } from './schemas';

export type { RowSchema };

/**
 * From this many rows on, a file's rows are checked in a thread of their own (at the background CPU priority, nice
 * 10): a refused 2,000-row file costs about 300 ms of the shared schemas' checks and their errors, which on the event
 * loop every other user waited behind. Fewer rows are checked here, where a thread's hop would cost more than the check.
 */
export const ROWS_CHECKED_APART = 200;

let pool: Piscina | null = null;

/** One thread, started with the first large file and ended after a minute without one (imports are rare). */
function threads(): Piscina {
  pool ??= threadPool(__dirname, 'worker.ts', 'rowCheckWorker.js', { minThreads: 0, maxThreads: 1, idleTimeout: 60_000 });
  return pool;
}

/** Each row's problems on this thread, a turn of the event loop after every few milliseconds of rows. */
async function checkHere(schema: RowSchema, rows: unknown[]): Promise<FieldError[][]> {
  const out: FieldError[][] = [];
  const pause = slicer();
  for (const row of rows) {
    await pause();
    out.push(allErrors(ROW_SCHEMAS[schema], row));
  }
  return out;
}

/** Every problem of every row (1-based rows) by the shared schema `schema`, as allErrors says them. */
export async function rowProblems(schema: RowSchema, rows: unknown[]): Promise<ImportRowError[]> {
  const problems = rows.length < ROWS_CHECKED_APART ? await checkHere(schema, rows) : ((await threads().run({ schema, rows })) as FieldError[][]);
  return problems.flatMap((errors, i) => errors.map((e) => ({ row: i + 1, ...e })));
}

/** Ends the checking thread (the app's close). */
export async function closeRowChecks(): Promise<void> {
  const running = pool;
  pool = null;
  if (running) await running.destroy();
}
