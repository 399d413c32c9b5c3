import { parentPort, workerData } from 'node:worker_threads';
import { readSheetHere, UnreadableWorkbook, type SheetShape } from './reader';
import { lowerThisThread } from '../../runtime/lowPriority';

/**
 * The worker thread of an .xlsx import (readInWorker.ts starts one per upload): reads the upload's first sheet
 * (reader.ts) and posts its rows in batches, then the columns; or the reason it was refused. Its parsing, memory and
 * garbage collection are its own, so the event loop that answers everyone else never waits on a workbook.
 */
export type WorkerMessage =
  | { kind: 'rows'; rows: { rowNumber: number; cells: Record<string, string> }[] }
  | { kind: 'done'; columns: [string, { letter: string; header: string }][] }
  | { kind: 'refused'; reason: UnreadableWorkbook['reason'] };

// an upload is read on the CPU the users' requests leave (runtime/lowPriority.ts)
lowerThisThread();
const { bytes, shape } = workerData as { bytes: Uint8Array; shape: SheetShape };
const post = (message: WorkerMessage) => parentPort!.postMessage(message);

readSheetHere(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), shape, (rows) => post({ kind: 'rows', rows }))
  .then((columns) => post({ kind: 'done', columns: [...columns] }))
  .catch((error: unknown) => post({ kind: 'refused', reason: error instanceof UnreadableWorkbook ? error.reason : 'notXlsx' }));
