import { MessageChannel } from 'node:worker_threads';
import type { Piscina } from 'piscina';
import type { ImportRowError } from '../../../common/contract/imports';
import { UnreadableWorkbook, type SheetRow, type SheetShape, type SheetTable } from './reader';
import type { ReadTask, WorkerMessage } from './readerWorker';
import { workersFromCores } from '../pool';
import { Overloaded } from '../../domain/errors';
import { threadPool } from '../../runtime/threadPool';

/** The longest a workbook may take to read (a 25,000-row cohort takes a few seconds). */
const READ_TIMEOUT_MS = 120_000;

let pool: Piscina | null = null;

/**
 * The reader threads: as many as the documents' (one on two cores), started with the first upload and ended after a
 * minute without one. Each has its own bounded heap: a file the checks let through that still proves too heavy ends
 * its thread (piscina starts another for the next upload), never the process; so does a read past READ_TIMEOUT_MS.
 * Its young generation is large enough for what checking a file's rows leaves behind: a thread's garbage is collected
 * partly on the process's shared collector threads, at the users' CPU priority, and with 48 MB a refused 2,000-row
 * file cost them about 40 ms more (bench/RESULTS.md, 6 Dec afternoon); the space is only taken as it is used.
 */
function readers(): Piscina {
  pool ??= threadPool(__dirname, 'readerWorker.ts', 'xlsxReaderWorker.js', {
    minThreads: 0,
    maxThreads: workersFromCores(),
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 128 },
  });
  return pool;
}

/**
 * The first sheet of an .xlsx upload, read bounded (reader.ts) in a reader thread. The rows arrive in batches, each
 * taken in between other requests; with `shape.person`, read and checked as that import reads them (reader.ts).
 * Refusals are UnreadableWorkbook.
 */
export function readFirstSheet(bytes: Buffer, shape: SheetShape): Promise<SheetTable> {
  const copy = new Uint8Array(bytes);
  const { port1, port2 } = new MessageChannel();
  const rows: SheetRow[] = [];
  const problems: ImportRowError[] = [];
  return new Promise<SheetTable>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      port1.close();
      outcome();
    };
    // the outcome comes on the same port as the rows, after them
    port1.on('message', (message: WorkerMessage) => {
      if (message.kind === 'rows') {
        for (const row of message.rows) rows.push(row);
        for (const problem of message.problems) problems.push(problem);
      } else if (message.kind === 'done') settle(() => resolve({ columns: new Map(message.columns), rows, ...(shape.person ? { problems } : {}) }));
      else settle(() => reject(new UnreadableWorkbook(message.reason)));
    });
    const task: ReadTask = { bytes: copy, shape, port: port2 };
    const failed = (error: unknown) => settle(() => reject(readFailure(error)));
    try {
      readers().run(task, { transferList: [port2, copy.buffer], signal: AbortSignal.timeout(READ_TIMEOUT_MS) }).catch(failed);
    } catch (error) {
      failed(error);
    }
  });
}

/**
 * What a reader thread's failure tells the uploader: the system would not start a thread now (busy, ask again
 * later); else the file was too heavy to read (out of its heap, past the timeout, or any other end before an answer).
 */
export function readFailure(error: unknown): Overloaded | UnreadableWorkbook {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ERR_WORKER_INIT_FAILED' || code === 'EAGAIN' ? new Overloaded(5) : new UnreadableWorkbook('tooLarge');
}

/** Ends the reader threads (the app's close). */
export async function closeReaders(): Promise<void> {
  const running = pool;
  pool = null;
  if (running) await running.destroy();
}
