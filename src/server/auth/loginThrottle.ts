import { sql, type Kysely } from 'kysely';
import { usernameKey } from '../../common/validation/unicodeText';
import type { Database } from '../db/schema';

/**
 * Failed-login limits kept in the `login_throttle` table, so they hold across server processes: per (address,
 * username), per username from any address, and per address over any username. A try first reserves one unit in
 * each of its windows (one transaction, keys in a fixed order so two tries never deadlock); if the pair's or the
 * username's window is full the reservation is rolled back and the try is refused before any password hashing.
 * The address's window never refuses on its own: a campus shares one NAT address, and one guesser there must not
 * lock out every student who types the right password. A try from an address over its limit is marked
 * `overAddress` (the caller checks it behind every clean try and answers a wrong password with 429).
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

export interface Window {
  key: string;
  max: number;
  ms: number;
  /** a full window refuses the try (the pair's and the username's); the address's only marks it */
  blocks: boolean;
}

/**
 * `clean`: no failure is on record for this address, this username or the pair (this try is the first in each
 * window). `overAddress`: the address is past its limit (seconds until its window reopens), the try is suspicious.
 */
export type Reservation =
  | { ok: true; keys: string[]; clean: boolean; overAddress: number | null }
  | { ok: false; retryAfterSeconds: number };

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
  const name = usernameKey(username);
  return [
    { key: `addr:${address}`, max: limits.address, ms: LONGEST, blocks: false },
    { key: `pair:${address}|${name}`, max: limits.pair, ms: MINUTE, blocks: true },
    { key: `user:${name}`, max: limits.user, ms: LONGEST, blocks: true },
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
  reserve(address: string, username: string, now = Date.now()): Promise<Reservation> {
    return this.reserveWindows(windowsOf(address, username, this.limits), now);
  }

  /** Reserves one unit in each window (any keys: the password change and reset use their own), or says how long to wait. */
  async reserveWindows(unsorted: Window[], now = Date.now()): Promise<Reservation> {
    const windows = [...unsorted].sort((a, b) => (a.key < b.key ? -1 : 1));
    const cached = Math.max(0, ...windows.filter((w) => w.blocks).map((w) => this.knownFull.get(w.key) ?? 0));
    if (cached > now) return { ok: false, retryAfterSeconds: secondsUntil(cached, now) };
    // then a read: a try into a window that is already full is refused without a write
    const full = await this.fullWindow(windows.filter((w) => w.blocks), now);
    if (full !== null) return { ok: false, retryAfterSeconds: secondsUntil(full, now) };
    let clean = true;
    let overAddress: number | null = null;
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
