import { TooMany } from '../domain/errors';

/** Seconds a refused caller is asked to wait: a long document takes a few seconds. */
export const RETRY_AFTER = 5;

export interface DocumentLimits {
  /** documents one session may have waiting or in preparation (DOCUMENTS_PER_SESSION, default 2) */
  perSession: number;
  /** the same across all the sessions of one account (DOCUMENTS_PER_ACCOUNT, default 3) */
  perAccount: number;
  /** the same for the whole process: the queue in front of the worker pool (DOCUMENTS_QUEUE) */
  overall: number;
}

/** Who asks for a document: the session (or the address without one) and the account. */
export interface Requester {
  session: string;
  account: string;
}

/**
 * Documents are the heaviest answers (a course of 2,000 students is 45 pages): each session, each account and the
 * process may have a bounded number waiting or in preparation; one more is refused with 429 and `Retry-After`
 * instead of queueing work nobody may wait for. One account's flood from many sessions therefore stops at its own
 * bound and leaves the rest of the queue to everybody else. Counted per process, which is where the work is.
 */
export class DocumentQueue {
  private readonly sessions = new Map<string, number>();
  private readonly accounts = new Map<string, number>();
  private total = 0;

  constructor(readonly limits: DocumentLimits) {}

  get waiting(): number {
    return this.total;
  }

  /** Throws what `take` would refuse `who` with now (TooMany), taking nothing. */
  check(who: Requester, busy: 'documentsBusy' | 'importsBusy' = 'documentsBusy'): void {
    const { perSession, perAccount, overall } = this.limits;
    if ((this.sessions.get(who.session) ?? 0) >= perSession || (this.accounts.get(who.account) ?? 0) >= perAccount || this.total >= overall) {
      throw new TooMany(RETRY_AFTER, busy);
    }
  }

  /** Takes a place for `who` or throws TooMany (`busy` says what was refused); the returned function gives it back (once). */
  take(who: Requester, busy: 'documentsBusy' | 'importsBusy' = 'documentsBusy'): () => void {
    this.check(who, busy);
    bump(this.sessions, who.session, 1);
    bump(this.accounts, who.account, 1);
    this.total++;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.total--;
      bump(this.sessions, who.session, -1);
      bump(this.accounts, who.account, -1);
    };
  }

  /** Runs `work` in a place of `who`. */
  async run<T>(who: Requester, work: () => Promise<T>, busy: 'documentsBusy' | 'importsBusy' = 'documentsBusy'): Promise<T> {
    const give = this.take(who, busy);
    try {
      return await work();
    } finally {
      give();
    }
  }
}

function bump(counts: Map<string, number>, key: string, by: number): void {
  const n = (counts.get(key) ?? 0) + by;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}
