import { availableParallelism } from 'node:os';
import { background, backgroundUnavailable, poolSpec } from '../runtime/background/process';
import type { PoolSpec } from '../runtime/background/protocol';
import { Overloaded } from '../domain/errors';
import { DocumentQueue, type DocumentLimits, type Requester } from './queue';
import type { AccountPlaces } from './accountPlaces';
import type { DocumentTask } from './render';
import type { XlsxSheet } from './xlsx/writer';

export interface DocumentPoolSettings extends DocumentLimits {
  /** worker threads drawing documents (DOCUMENT_WORKERS; 0 = from the cores) */
  workers: number;
}

/** One thread fewer than the cores (the event loop keeps one), at least one, at most four. */
export const workersFromCores = (cores = availableParallelism()) => Math.max(1, Math.min(4, cores - 1));

/**
 * PDFs and .xlsx exports are drawn in worker threads, never on the event loop: the route reads the database on the
 * main thread, hands the rows to a worker and awaits the bytes. In front of the pool, a queue bounded per session,
 * per account and per process (queue.ts) answers 429 with Retry-After beyond it; then an account's documents and
 * imports wait for one of its places across every process (accountPlaces.ts). The threads are in the background
 * process (runtime/background), started with the first document (a server that never prints starts none).
 */
export class DocumentPool {
  readonly queue: DocumentQueue;
  /** workbook imports: one an account at a time (an admin imports one file, then reads the answer) */
  private readonly imports: DocumentQueue;
  private spec: PoolSpec | null = null;

  constructor(
    private readonly settings: DocumentPoolSettings,
    /** an account's places across every process (none: this process's bounds alone) */
    private readonly places: AccountPlaces | null = null,
  ) {
    this.queue = new DocumentQueue(settings);
    this.imports = new DocumentQueue({ perSession: 1, perAccount: 1, overall: settings.overall });
  }

  get threads(): number {
    return this.settings.workers > 0 ? this.settings.workers : workersFromCores();
  }

  /**
   * Runs a workbook import (or its check) for `who`: one at a time for an account, and in a place of the documents'
   * queue as a PDF is, so one account's imports from many sessions stop at its own bound (429 importsBusy).
   */
  importing<T>(who: Requester, work: () => Promise<T>): Promise<T> {
    return this.imports.run(who, () => this.queue.run(who, () => this.inPlace(who, work, 'importsBusy'), 'importsBusy'), 'importsBusy');
  }

  /** Throws what `importing` would refuse `who` with now, taking nothing: an upload refused before it is read. */
  refuseImportIfBusy(who: Requester): void {
    this.imports.check(who, 'importsBusy');
    this.queue.check(who, 'importsBusy');
  }

  /**
   * Takes a place in the queue for `who` (or 429), reads the document's data with `read` (on this thread: the
   * database is here), then draws it in a worker.
   */
  run(who: Requester, read: () => Promise<DocumentTask>): Promise<Buffer> {
    return this.queue.run(who, () => this.inPlace(who, async () => this.render(await read()), 'documentsBusy'));
  }

  /** `work` in one of the account's places across every process, once this process has given it one of its own. */
  private inPlace<T>(who: Requester, work: () => Promise<T>, busy: 'documentsBusy' | 'importsBusy'): Promise<T> {
    return this.places ? this.places.run(who.account, work, busy) : work();
  }

  /** A workbook of these sheets, drawn in a worker (their rows are copied into an array to cross the thread). */
  xlsx(who: Requester, read: () => Promise<XlsxSheet[]>): Promise<Buffer> {
    return this.run(who, async () => ({ kind: 'xlsx', sheets: (await read()).map((s) => ({ ...s, rows: [...s.rows] })) }));
  }

  private async render(task: DocumentTask): Promise<Buffer> {
    let bytes: Uint8Array;
    try {
      bytes = (await background.run(this.workers(), task as unknown as Record<string, unknown>)) as Uint8Array;
    } catch (error) {
      throw backgroundUnavailable(error) ? new Overloaded(5) : error;
    }
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** The document threads, in the background process (runtime/background). */
  private workers(): PoolSpec {
    const threads = this.threads;
    this.spec ??= poolSpec('documents', __dirname, 'worker.ts', 'documentWorker.js', {
      minThreads: 1,
      maxThreads: threads,
      // the queue above already bounds what waits; this is the pool's own safety net
      maxQueue: Math.max(threads, this.settings.overall),
      idleTimeout: 60_000,
    });
    return this.spec;
  }
}
