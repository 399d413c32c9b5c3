import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Fixed-window counters kept in the `login_throttle` table, so that a limit holds across every server process (one
 * account signed in on three processes gets one allowance, not three). Used for the failed-login limits
 * (loginThrottle.ts), the password change, reset and forgotten-password requests (domain/credentials.ts,
 * domain/passwordReset.ts) and the costly calls' per-minute bounds (http/rateLimits.ts). A reservation takes one
 * unit in each of its windows in one transaction, keys in a fixed order so that two reservations never deadlock.
 */
export interface Window {
  key: string;
  max: number;
  ms: number;
  /** a full window refuses the reservation; one that does not block only marks it (`overAddress`) */
  blocks: boolean;
}

/**
 * `clean`: nothing else is on record in any of the windows (this reservation is the first in each). `overAddress`:
 * a window that does not block is past its limit (seconds until it reopens).
 */
export type Reservation =
  | { ok: true; keys: string[]; clean: boolean; overAddress: number | null }
  | { ok: false; retryAfterSeconds: number };

/** The longest window any caller uses: older rows are removed now and then. */
const LONGEST = 15 * 60_000;

class Full extends Error {
  constructor(
    readonly key: string,
    /** epoch ms when the window reopens */
    readonly until: number,
  ) {
    super('full');
  }
}

/** Counts one more under `key`, starting again from 1 (at `now`) when `restart` holds for its row; its row after. */
function countOne(trx: Transaction<Database>, key: string, now: number, restart: RawBuilder<boolean>) {
  return trx
    .insertInto('login_throttle')
    .values({ Key: key, WindowStart: now, Count: 1 })
    .onConflict((oc) =>
      oc.column('Key').doUpdateSet({
        Count: sql<number>`CASE WHEN ${restart} THEN 1 ELSE login_throttle."Count" + 1 END`,
        WindowStart: sql<number>`CASE WHEN ${restart} THEN CAST(${now} AS bigint) ELSE login_throttle."WindowStart" END`,
      }),
    )
    .returning(['Count', 'WindowStart'])
    .executeTakeFirstOrThrow();
}

export const secondsUntil = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));

export class SharedWindows {
  /**
   * Windows this process has seen full, until they reopen: a flood's refused calls then cost no query at all.
   * Safe across processes: a fixed window only reopens at its end (a give-back can only come from a reservation
   * the window let through).
   */
  private readonly knownFull = new Map<string, number>();

  constructor(protected readonly db: Kysely<Database>) {}

  /** Reserves one unit in each window, or says how long to wait. */
  async reserveWindows(unsorted: Window[], now = Date.now()): Promise<Reservation> {
    const windows = [...unsorted].sort((a, b) => (a.key < b.key ? -1 : 1));
    const cached = Math.max(0, ...windows.filter((w) => w.blocks).map((w) => this.knownFull.get(w.key) ?? 0));
    if (cached > now) return { ok: false, retryAfterSeconds: secondsUntil(cached, now) };
    // then a read: a reservation in a window that is already full is refused without a write
    const full = await this.fullWindow(windows.filter((w) => w.blocks), now);
    if (full !== null) return { ok: false, retryAfterSeconds: secondsUntil(full, now) };
    let clean = true;
    let overAddress: number | null = null;
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const w of windows) {
          const row = await countOne(trx, w.key, now, sql<boolean>`login_throttle."WindowStart" <= ${now - w.ms}`);
          if (Number(row.Count) > 1) clean = false;
          if (Number(row.Count) <= w.max) continue;
          if (w.blocks) throw new Full(w.key, Number(row.WindowStart) + w.ms);
          overAddress = secondsUntil(Number(row.WindowStart) + w.ms, now);
        }
      });
    } catch (err) {
      if (err instanceof Full) {
        this.remember(err.key, err.until);
        return { ok: false, retryAfterSeconds: secondsUntil(err.until, now) };
      }
      throw err;
    }
    if (Math.random() < 0.01) await this.db.deleteFrom('login_throttle').where('WindowStart', '<', now - LONGEST).execute();
    return { ok: true, keys: windows.map((w) => w.key), clean: clean && overAddress === null, overAddress };
  }

  /**
   * Seconds until `key`'s window reopens when this process has seen it full, else null: no query (a caller can refuse
   * before it reads a request's body).
   */
  fullFor(key: string, now = Date.now()): number | null {
    const until = this.knownFull.get(key) ?? 0;
    return until > now ? secondsUntil(until, now) : null;
  }

  private remember(key: string, until: number): void {
    if (this.knownFull.size > 10_000) this.knownFull.clear();
    this.knownFull.set(key, until);
  }

  /** When the last of the windows already at their limit reopens (epoch ms), or null when none is full. */
  private async fullWindow(windows: Window[], now: number): Promise<number | null> {
    if (windows.length === 0) return null;
    const rows = await this.db
      .selectFrom('login_throttle')
      .select(['Key', 'WindowStart', 'Count'])
      .where('Key', 'in', windows.map((w) => w.key))
      .execute();
    let until: number | null = null;
    for (const row of rows) {
      const w = windows.find((x) => x.key === row.Key)!;
      const end = Number(row.WindowStart) + w.ms;
      if (end > now && Number(row.Count) >= w.max) {
        this.remember(w.key, end);
        until = Math.max(until ?? 0, end);
      }
    }
    return until;
  }

  /**
   * Takes one of `max` places under `key` for at most `ms` (then it lapses on its own: a process that ended holding
   * one does not keep it), or answers false when all are held. Unlike a window it is given back (`release`) when the
   * work ends, and a refusal is never remembered: the place may be free again a moment later.
   */
  async holdPlace(key: string, max: number, ms: number, now = Date.now()): Promise<boolean> {
    try {
      await this.db.transaction().execute(async (trx) => {
        const row = await countOne(trx, key, now, sql<boolean>`(login_throttle."WindowStart" <= ${now - ms} OR login_throttle."Count" <= 0)`);
        if (Number(row.Count) > max) throw new Full(key, now);
      });
      return true;
    } catch (err) {
      if (err instanceof Full) return false;
      throw err;
    }
  }

  /** Gives back the units of a reservation (a successful login is not counted). */
  async release(keys: string[]): Promise<void> {
    // one row a statement: an UPDATE of several rows locks them in scan order, which can cross the key order the
    // reserving transactions lock in (a deadlock on PostgreSQL when one account signs in on several processes at once)
    for (const key of [...keys].sort()) {
      await this.db
        .updateTable('login_throttle')
        .set({ Count: sql<number>`"Count" - 1` })
        .where('Key', '=', key)
        .where('Count', '>', 0)
        .execute();
    }
  }
}
