import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Group commit for SQLite writes (marking saves). With `synchronous = FULL` every COMMIT waits for the
 * disk (fsync), and better-sqlite3 waits on the event loop's thread: one save, one fsync, nothing else served
 * meanwhile — the largest single cost of a save in the CPU profile. Writes that arrive together (every request
 * read from the sockets in one turn of the event loop) run in ONE transaction, each inside its own SAVEPOINT, and
 * are answered after the one COMMIT: a write that fails rolls back to its savepoint and fails alone; a write is
 * confirmed only once the commit that holds it is on disk (durability unchanged). A batch of one is a plain
 * transaction, exactly as before. SQLite runs one write transaction at a time anyway, so grouping changes no
 * isolation: each write still sees everything written before it.
 */
export class GroupCommit {
  private queue: Job[] = [];
  private scheduled = false;

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (v: unknown) => void, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // after the current turn's I/O callbacks: every write read in this turn joins the batch
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    try {
      if (batch.length === 1) await this.single(batch[0]!);
      else await this.grouped(batch);
    } finally {
      this.scheduled = false;
      if (this.queue.length > 0) this.schedule();
    }
  }

  private async single(job: Job): Promise<void> {
    try {
      job.resolve(await this.db.transaction().execute(job.work));
    } catch (error) {
      job.reject(error);
    }
  }

  private async grouped(batch: Job[]): Promise<void> {
    const outcome = new Map<Job, { ok: true; value: unknown } | { ok: false; error: unknown }>();
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const job of batch) {
          await sql`savepoint group_write`.execute(trx);
          try {
            const value = await job.work(trx);
            await sql`release group_write`.execute(trx);
            outcome.set(job, { ok: true, value });
          } catch (error) {
            // undo this write only; if the transaction itself is gone (SQLite ends it on a full disk or an I/O
            // error), the rollback fails and the whole batch fails with the write's error
            try {
              await sql`rollback to group_write`.execute(trx);
              await sql`release group_write`.execute(trx);
            } catch {
              throw error;
            }
            outcome.set(job, { ok: false, error });
          }
        }
      });
    } catch (error) {
      // nothing of the batch is stored: a write that failed by itself keeps its own error, the others get this one
      for (const job of batch) {
        const own = outcome.get(job);
        job.reject(own && !own.ok ? own.error : error);
      }
      return;
    }
    for (const job of batch) {
      const o = outcome.get(job)!;
      if (o.ok) job.resolve(o.value);
      else job.reject(o.error);
    }
  }
}

const instances = new WeakMap<Kysely<Database>, GroupCommit>();

/** The group commit of a SQLite database handle (one per Kysely instance, created on first use). */
export function groupCommitOf(db: Kysely<Database>): GroupCommit {
  let g = instances.get(db);
  if (!g) {
    g = new GroupCommit(db);
    instances.set(db, g);
  }
  return g;
}
