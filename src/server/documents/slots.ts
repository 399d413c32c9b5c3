import { TooMany } from '../domain/errors';

/** Seconds a refused caller is asked to wait: a long document takes a few seconds. */
const RETRY_AFTER = 5;

/**
 * Documents are the heaviest answers (a course of 2,000 students is 45 pages): each session may have `perSession`
 * in preparation at once and the process `overall`; one more is refused with 429 and `Retry-After` instead of
 * queueing work nobody may wait for. Counted per process, which is where the work is.
 */
export class DocumentSlots {
  private readonly busy = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly perSession = 2,
    private readonly overall = 6,
  ) {}

  /** Takes a slot for `session` or throws TooMany; the returned function gives it back (once). */
  take(session: string): () => void {
    const mine = this.busy.get(session) ?? 0;
    if (mine >= this.perSession || this.total >= this.overall) throw new TooMany(RETRY_AFTER, 'documentsBusy');
    this.busy.set(session, mine + 1);
    this.total++;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.total--;
      const left = (this.busy.get(session) ?? 1) - 1;
      if (left > 0) this.busy.set(session, left);
      else this.busy.delete(session);
    };
  }

  /** Runs `work` in a slot of `session`. */
  async run<T>(session: string, work: () => Promise<T>): Promise<T> {
    const give = this.take(session);
    try {
      return await work();
    } finally {
      give();
    }
  }
}
