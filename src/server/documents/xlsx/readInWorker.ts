import { MessageChannel } from 'node:worker_threads';
import type { Piscina } from 'piscina';
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
 */
function readers(): Piscina {
  pool ??= threadPool(__dirname, 'readerWorker.ts', 'xlsxReaderWorker.js', {
    minThreads: 0,
    maxThreads: workersFromCores(),
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 48 },
  });
  return pool;
}

/**
 * The first sheet of an .xlsx upload, read bounded (reader.ts) in a reader thread. The rows arrive in batches, each
 * taken in between other requests. Refusals are UnreadableWorkbook.
 */
export function readFirstSheet(bytes: Buffer, shape: SheetShape): Promise<SheetTable> {
  const copy = new Uint8Array(bytes);
  const { port1, port2 } = new MessageChannel();
  const rows: SheetRow[] = [];
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
      if (message.kind === 'rows') for (const row of message.rows) rows.push(row);
      else if (message.kind === 'done') settle(() => resolve({ columns: new Map(message.columns), rows }));
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
