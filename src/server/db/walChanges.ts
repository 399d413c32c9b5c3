import { closeSync, openSync, readSync } from 'node:fs';

const HEADER_BYTES = 96;

/**
 * Whether any connection, of any process, committed to a SQLite database in WAL mode since a given moment, for the
 * price of one `pread`. Every commit rewrites the WAL-index header at the start of the database's `-shm` file before
 * COMMIT returns (sqlite.org/walformat.html, "The WAL-Index Header": two 48-byte copies holding the change counter,
 * the last valid frame, the salts and checksums; a checkpoint that restarts the WAL changes the salts). Equal bytes
 * therefore mean no commit since; bytes caught mid-update differ and only cost a real read. Reading the data
 * versions instead takes a read transaction (two file-lock calls and a statement) on every request.
 *
 * Read the header BEFORE what it vouches for: a commit landing between the two then makes the next header differ.
 * Null when there is no `-shm` to read (an in-memory database, a file not in WAL mode): callers read for themselves.
 */
export class WalChanges {
  private fd: number | null | undefined;
  private waiting: ((header: Buffer | null) => void)[] = [];

  constructor(private readonly file: string) {}

  /**
   * Calls each waiter with one header read for all of them, after the current turn of the event loop has read
   * every request it is going to (setImmediate runs after the poll phase): the header is then read after each
   * waiting request arrived, so it shows every commit made before any of them was sent, in any process. Under load
   * one `pread` serves the several requests of a turn instead of one each. A waiter must not throw.
   */
  afterThisTurn(waiter: (header: Buffer | null) => void): void {
    this.waiting.push(waiter);
    if (this.waiting.length === 1) setImmediate(this.readForWaiting);
  }

  private readonly readForWaiting = (): void => {
    const waiting = this.waiting;
    this.waiting = [];
    const header = this.header();
    for (const waiter of waiting) {
      try {
        waiter(header);
      } catch (error) {
        // a waiter that broke its promise must not leave the others' requests unanswered
        const text = typeof (error as Error | null)?.message === 'string' ? (error as Error).message : String(error);
        process.emitWarning(`a request waiting for the WAL-index header failed: ${text}`);
      }
    }
  };

  /** The header as it is now (a new buffer), or null when it cannot be read. */
  header(): Buffer | null {
    // opened on first use: the connection creates the -shm file on its first read in WAL mode
    if (this.fd === undefined) this.fd = this.open();
    if (this.fd === null) return null;
    const header = Buffer.allocUnsafe(HEADER_BYTES);
    try {
      return readSync(this.fd, header, 0, HEADER_BYTES, 0) === HEADER_BYTES ? header : null;
    } catch {
      return null;
    }
  }

  close(): void {
    if (typeof this.fd === 'number') closeSync(this.fd);
    this.fd = null;
  }

  private open(): number | null {
    if (this.file === ':memory:' || this.file === '') return null;
    try {
      return openSync(`${this.file}-shm`, 'r');
    } catch {
      return null;
    }
  }
}
