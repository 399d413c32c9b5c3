import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MessagePort } from 'node:worker_threads';
import type { ImportRowError } from '../../../common/contract/imports';
import { readSheetHere, UnreadableWorkbook, type SheetShape } from './reader';
import { lowerThisThread } from '../../runtime/lowPriority';

/**
 * A workbook reader thread of the import pool (readInWorker.ts): reads an upload's first sheet (reader.ts) and posts
 * its rows (a people import's read and checked as that import reads them) in batches on the task's port, then the
 * columns, or the reason it was refused. Its parsing, memory and garbage collection are its own, so the event loop
 * that answers everyone else never waits on a workbook. The thread stays for the next upload: starting one and
 * loading ExcelJS cost about 300 ms of CPU, more than reading the file.
 */
export type WorkerMessage =
  | { kind: 'rows'; rows: { rowNumber: number; cells: Record<string, string> }[]; problems: ImportRowError[] }
  | { kind: 'done'; columns: [string, { letter: string; header: string }][] }
  | { kind: 'refused'; reason: UnreadableWorkbook['reason'] };

export interface ReadTask {
  bytes: Uint8Array;
  shape: SheetShape;
  /** where the rows go, in order, and last the outcome (closed by the reading side) */
  port: MessagePort;
}

// an upload is read on the CPU the users' requests leave (runtime/lowPriority.ts)
lowerThisThread();

/** The system's temporary directory, as this thread found it (each read points TMPDIR elsewhere for its time). */
const SYSTEM_TMP = os.tmpdir();

/**
 * Runs `read` with a temporary directory of its own, removed when it ends. ExcelJS's streaming reader keeps a sheet it
 * cannot read yet in a file of os.tmpdir(), and a read that stops at the first sheet never removes it. The parts are
 * put in order first so that it needs none (partsFirst.ts); this is for what that leaves (a workbook without the
 * relations of its workbook), so that no upload's names, birthdays or passwords stay on disk. A worker thread's
 * process.env is its own copy, so pointing TMPDIR at the read's directory touches no other thread; the thread runs
 * one read at a time.
 */
async function inOwnTmp<T>(read: () => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(SYSTEM_TMP, 'capstone-xlsx-'));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    return await read();
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Returns how many messages it posted (runtime/background/protocol.ts): the reading side waits for them all. */
export default async function readTask({ bytes, shape, port }: ReadTask): Promise<number> {
  let posted = 0;
  const post = (message: WorkerMessage) => {
    port.postMessage(message);
    posted++;
  };
  try {
    const columns = await inOwnTmp(() => readSheetHere(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), shape, (rows, problems) => post({ kind: 'rows', rows, problems })));
    post({ kind: 'done', columns: [...columns] });
  } catch (error) {
    post({ kind: 'refused', reason: error instanceof UnreadableWorkbook ? error.reason : 'notXlsx' });
  }
  // the port is left to the reading side to close: closed here, what was posted last might not arrive
  return posted;
}
