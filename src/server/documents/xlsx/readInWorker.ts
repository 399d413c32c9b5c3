import { Worker } from 'node:worker_threads';
import { UnreadableWorkbook, type SheetRow, type SheetShape, type SheetTable } from './reader';
import type { WorkerMessage } from './readerWorker';
import { Overloaded } from '../../domain/errors';
import { workerFile } from '../../runtime/workerFile';

/** The longest a workbook may take to read (a 25,000-row cohort takes a few seconds). */
const READ_TIMEOUT_MS = 120_000;

/**
 * The first sheet of an .xlsx upload, read bounded (reader.ts) in a worker thread of its own, with its own heap
 * bounded too: a file the checks let through that still proves too heavy ends the worker, never the process. The
 * rows arrive in batches, each taken in between other requests. Refusals are UnreadableWorkbook.
 */
export function readFirstSheet(bytes: Buffer, shape: SheetShape): Promise<SheetTable> {
  const { filename, execArgv } = workerFile(__dirname, 'readerWorker.ts', 'xlsxReaderWorker.js');
  const copy = new Uint8Array(bytes);
  let worker: Worker;
  try {
    worker = new Worker(filename, {
      workerData: { bytes: copy, shape },
      transferList: [copy.buffer],
      execArgv,
      resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 48 },
      stdout: false,
      stderr: false,
    });
  } catch {
    // the system would not give the process another thread now (EAGAIN, out of memory): busy, ask again later
    return Promise.reject(new Overloaded(5));
  }
  const rows: SheetRow[] = [];
  return new Promise<SheetTable>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new UnreadableWorkbook('tooLarge'))), READ_TIMEOUT_MS);
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'rows') for (const row of message.rows) rows.push(row);
      else if (message.kind === 'done') settle(() => resolve({ columns: new Map(message.columns), rows }));
      else settle(() => reject(new UnreadableWorkbook(message.reason)));
    });
    // out of its heap (ERR_WORKER_OUT_OF_MEMORY) or any other end before an answer: the file was too heavy to read
    worker.on('error', () => settle(() => reject(new UnreadableWorkbook('tooLarge'))));
    worker.on('exit', () => settle(() => reject(new UnreadableWorkbook('notXlsx'))));
  });
}
