import type { FastifyBaseLogger } from 'fastify';
import type { SharedWindows } from '../auth/sharedWindows';
import { TooMany } from '../domain/errors';
import { RETRY_AFTER } from './queue';

export interface AccountPlaceSettings {
  /** documents and imports one account may have in preparation at once, across every process (HEAVY_PER_ACCOUNT) */
  perAccount: number;
  /** how long a call waits for its account's place before it is refused 429 */
  waitMs: number;
  /** how often a waiting call asks again */
  pollMs: number;
  /** the longest a place is held: then it lapses, so a process that ended holding one does not keep it */
  holdMs: number;
}

export const ACCOUNT_PLACES: AccountPlaceSettings = { perAccount: 1, waitMs: 10_000, pollMs: 200, holdMs: 120_000 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * An account's documents and imports, counted across every server process (a row of `login_throttle` per account,
 * auth/sharedWindows.ts `holdPlace`): the per-process queue (queue.ts) bounds what one process takes on, this bounds
 * what one account makes the whole machine do at once. Signed in from a session on each of three processes, an account
 * looping PDFs and imports had kept every process's worker busy at the same time, on cores everybody shares.
 * A call whose account is busy waits for its turn (a second download clicked at once is drawn after the first),
 * then is refused 429 with Retry-After. While the database cannot be written, each process's own bounds still hold.
 */
export class AccountPlaces {
  private warned = false;

  constructor(
    private readonly shared: SharedWindows,
    private readonly log: FastifyBaseLogger,
    readonly settings: AccountPlaceSettings = ACCOUNT_PLACES,
  ) {}

  /** Runs `work` in one of `account`'s places, waiting for one; TooMany (`busy`) when none frees in time. */
  async run<T>(account: string, work: () => Promise<T>, busy: 'documentsBusy' | 'importsBusy'): Promise<T> {
    const key = `busy:${account}`;
    const held = await this.take(key, busy);
    try {
      return await work();
    } finally {
      if (held) await this.shared.release([key]).catch((err: unknown) => this.log.warn({ err }, 'an account place could not be given back; it lapses on its own'));
    }
  }

  /** True when a place was taken, false when the database could not count (the call goes on, bounded per process). */
  private async take(key: string, busy: 'documentsBusy' | 'importsBusy'): Promise<boolean> {
    const { perAccount, waitMs, pollMs, holdMs } = this.settings;
    const until = Date.now() + waitMs;
    for (;;) {
      try {
        if (await this.shared.holdPlace(key, perAccount, holdMs)) return true;
      } catch (err) {
        if (!this.warned) this.log.warn({ err }, "account places: the database cannot count them; each process's own bounds hold");
        this.warned = true;
        return false;
      }
      this.warned = false;
      if (Date.now() + pollMs > until) throw new TooMany(RETRY_AFTER, busy);
      await sleep(pollMs);
    }
  }
}
