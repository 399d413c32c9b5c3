import type { ImportRowError } from '../../../common/contract/imports';
import { slicer } from '../../runtime/turns';
import { background, backgroundUnavailable, poolSpec } from '../../runtime/background/process';
import { Overloaded } from '../errors';
import { allErrors, type FieldError } from '../validate';
import { ROW_SCHEMAS, type RowSchema } from './schemas';

export type { RowSchema };

/**
 * From this many rows on, a file's rows are checked in a thread of the background process (under SCHED_IDLE,
 * runtime/background): a refused 2,000-row file costs about 300 ms of the shared schemas' checks and their errors,
 * which on the event loop every other user waited behind. Fewer rows are checked here, where a thread's hop would cost more than the check.
 */
export const ROWS_CHECKED_APART = 200;

/** One thread in the background process, started with the first large file, ended after a minute without one. */
const checker = () => poolSpec('rowChecks', __dirname, 'worker.ts', 'rowCheckWorker.js', { minThreads: 0, maxThreads: 1, idleTimeout: 60_000 });

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

/** Each row's problems in the background process; if it ended or could not start, the import is asked again later. */
async function checkApart(schema: RowSchema, rows: unknown[]): Promise<FieldError[][]> {
  try {
    return (await background.run(checker(), { schema, rows })) as FieldError[][];
  } catch (error) {
    throw backgroundUnavailable(error) ? new Overloaded(5) : error;
  }
}

/** Every problem of every row (1-based rows) by the shared schema `schema`, as allErrors says them. */
export async function rowProblems(schema: RowSchema, rows: unknown[]): Promise<ImportRowError[]> {
  const problems = rows.length < ROWS_CHECKED_APART ? await checkHere(schema, rows) : await checkApart(schema, rows);
  return problems.flatMap((errors, i) => errors.map((e) => ({ row: i + 1, ...e })));
}
