import type { ImportRowError } from '../../../common/contract/imports';
import { UnreadableWorkbook, type SheetRow, type SheetShape, type SheetTable } from './reader';
import type { ReadTask, WorkerMessage } from './readerWorker';
import { workersFromCores } from '../pool';
import { Overloaded } from '../../domain/errors';
import { background, backgroundUnavailable, poolSpec } from '../../runtime/background/process';

/** The longest a workbook may take to read (a 25,000-row cohort takes a few seconds). */
const READ_TIMEOUT_MS = 120_000;

/**
 * The reader threads, in the background process (runtime/background): as many as the documents' (one on two cores),
 * started with the first upload and ended after a minute without one. Each has its own bounded heap: a file the
 * checks let through that still proves too heavy ends its thread (piscina starts another for the next upload), never
 * the process; so does a read past READ_TIMEOUT_MS.
 * Its young generation is large enough for what checking a file's rows leaves behind: a thread's garbage is collected
 * partly on its process's shared collector threads, and with 48 MB a refused 2,000-row file cost them about 40 ms
 * more (bench/RESULTS.md, 6 Dec afternoon); the space is only taken as it is used.
 */
const readers = () =>
  poolSpec('xlsxReaders', __dirname, 'readerWorker.ts', 'xlsxReaderWorker.js', {
    minThreads: 0,
    maxThreads: workersFromCores(),
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 128 },
  });

/**
 * The first sheet of an .xlsx upload, read bounded (reader.ts) in a reader thread. The rows arrive in batches, each
 * taken in between other requests; with `shape.person`, read and checked as that import reads them (reader.ts).
 * Refusals are UnreadableWorkbook.
 */
export function readFirstSheet(bytes: Buffer, shape: SheetShape): Promise<SheetTable> {
  const rows: SheetRow[] = [];
  const problems: ImportRowError[] = [];
  return new Promise<SheetTable>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    // the outcome comes in the same stream as the rows, after them
    const progress = (message: WorkerMessage) => {
      if (message.kind === 'rows') {
        for (const row of message.rows) rows.push(row);
        for (const problem of message.problems) problems.push(problem);
      } else if (message.kind === 'done') settle(() => resolve({ columns: new Map(message.columns), rows, ...(shape.person ? { problems } : {}) }));
      else settle(() => reject(new UnreadableWorkbook(message.reason)));
    };
    const task: Omit<ReadTask, 'port'> = { bytes, shape };
    background
      .run(readers(), task as unknown as Record<string, unknown>, { timeoutMs: READ_TIMEOUT_MS, stream: { progress: progress as (m: unknown) => void } })
      // a read that ended without its outcome: the thread or the process ended under it
      .then(() => settle(() => reject(new UnreadableWorkbook('tooLarge'))))
      .catch((error: unknown) => settle(() => reject(readFailure(error))));
  });
}

/**
 * What a reader's failure tells the uploader: the system would not start a thread or the background process now, or
 * that process ended (busy, ask again later); else the file was too heavy to read (out of its thread's heap, past the
 * timeout, or any other end before an answer).
 */
export function readFailure(error: unknown): Overloaded | UnreadableWorkbook {
  return backgroundUnavailable(error) ? new Overloaded(5) : new UnreadableWorkbook('tooLarge');
}
