import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Failed-login limits kept in the `login_throttle` table, so they hold across server processes (issue 9 item 5):
 * per (address, username), per username from any address, and per address over any username. A try first
 * reserves one unit in each of its windows (one transaction, keys in a fixed order so two tries never deadlock);
 * if any window is full the reservation is rolled back and the try is refused before any password hashing.
 * A successful login gives its units back: only failures count.
 */
export interface ThrottleLimits {
  /** per (address, username) per minute */
  pair: number;
  /** per username per 15 minutes */
  user: number;
  /** per address per 15 minutes */
  address: number;
}

interface Window {
  key: string;
  max: number;
  ms: number;
}

/** `clean`: no failure is on record for this address, this username or the pair (this try is the first in each window). */
export type Reservation = { ok: true; keys: string[]; clean: boolean } | { ok: false; retryAfterSeconds: number };

const MINUTE = 60_000;
const LONGEST = 15 * MINUTE;

class Full extends Error {
  constructor(
    readonly key: string,
    /** epoch ms when the window reopens */
    readonly until: number,
  ) {
    super('full');
  }
}

const secondsUntil = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));

function windowsOf(address: string, username: string, limits: ThrottleLimits): Window[] {
  const name = username.trim().toLowerCase();
  return [
    { key: `addr:${address}`, max: limits.address, ms: LONGEST },
    { key: `pair:${address}|${name}`, max: limits.pair, ms: MINUTE },
    { key: `user:${name}`, max: limits.user, ms: LONGEST },
  ].sort((a, b) => (a.key < b.key ? -1 : 1));
}

export class LoginThrottle {
  /**
   * Windows this process has seen full, until they reopen: a spray's refused tries then cost no query at all.
   * Safe across processes: a fixed window only reopens at its end (a success's give-back can only come from a try
   * the window let through).
   */
  private readonly knownFull = new Map<string, number>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: ThrottleLimits,
  ) {}

  /** Reserves one try from `address` for `username`, or says how long to wait. */
  async reserve(address: string, username: string, now = Date.now()): Promise<Reservation> {
    const windows = windowsOf(address, username, this.limits);
    const cached = Math.max(0, ...windows.map((w) => this.knownFull.get(w.key) ?? 0));
    if (cached > now) return { ok: false, retryAfterSeconds: secondsUntil(cached, now) };
    // then a read: a try into a window that is already full is refused without a write
    const full = await this.fullWindow(windows, now);
    if (full !== null) return { ok: false, retryAfterSeconds: secondsUntil(full, now) };
    let clean = true;
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const w of windows) {
          const expired = sql<boolean>`login_throttle."WindowStart" <= ${now - w.ms}`;
          const row = await trx
            .insertInto('login_throttle')
            .values({ Key: w.key, WindowStart: now, Count: 1 })
            .onConflict((oc) =>
              oc.column('Key').doUpdateSet({
                Count: sql<number>`CASE WHEN ${expired} THEN 1 ELSE login_throttle."Count" + 1 END`,
                WindowStart: sql<number>`CASE WHEN ${expired} THEN CAST(${now} AS bigint) ELSE login_throttle."WindowStart" END`,
              }),
            )
            .returning(['Count', 'WindowStart'])
            .executeTakeFirstOrThrow();
          if (Number(row.Count) > 1) clean = false;
          if (Number(row.Count) > w.max) throw new Full(w.key, Number(row.WindowStart) + w.ms);
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
    return { ok: true, keys: windows.map((w) => w.key), clean };
  }

  private remember(key: string, until: number): void {
    if (this.knownFull.size > 10_000) this.knownFull.clear();
    this.knownFull.set(key, until);
  }

  /** When the last of the windows already at their limit reopens (epoch ms), or null when none is full. */
  private async fullWindow(windows: Window[], now: number): Promise<number | null> {
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

  /** A successful login: its try is not counted. */
  async release(keys: string[]): Promise<void> {
    await this.db
      .updateTable('login_throttle')
      .set({ Count: sql<number>`"Count" - 1` })
      .where('Key', 'in', keys)
      .where('Count', '>', 0)
      .execute();
  }
}
