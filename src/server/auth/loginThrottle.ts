import type { Kysely } from 'kysely';
import { usernameKey } from '../../common/validation/unicodeText';
import type { Database } from '../db/schema';
import { SharedWindows, type Reservation, type Window } from './sharedWindows';

/**
 * Failed-login limits, in windows shared by every server process (sharedWindows.ts): per (address, username), per
 * username from any address, and per address over any username. A try first reserves one unit in each of its
 * windows; if the pair's or the username's window is full the reservation is rolled back and the try is refused
 * before any password hashing. The address's window never refuses on its own: a campus shares one NAT address, and
 * one guesser there must not lock out every student who types the right password. A try from an address over its
 * limit is marked `overAddress` (the caller checks it behind every clean try and answers a wrong password with 429).
 * A successful login gives its units back (`release`): only failures count.
 */
export interface ThrottleLimits {
  /** per (address, username) per minute */
  pair: number;
  /** per username per 15 minutes */
  user: number;
  /** per address per 15 minutes */
  address: number;
}

export type { Reservation, Window };

const MINUTE = 60_000;
const LONGEST = 15 * MINUTE;

function windowsOf(address: string, username: string, limits: ThrottleLimits): Window[] {
  const name = usernameKey(username);
  return [
    { key: `addr:${address}`, max: limits.address, ms: LONGEST, blocks: false },
    { key: `pair:${address}|${name}`, max: limits.pair, ms: MINUTE, blocks: true },
    { key: `user:${name}`, max: limits.user, ms: LONGEST, blocks: true },
  ];
}

export class LoginThrottle extends SharedWindows {
  constructor(
    db: Kysely<Database>,
    private readonly limits: ThrottleLimits,
  ) {
    super(db);
  }

  /** Reserves one try from `address` for `username`, or says how long to wait. */
  reserve(address: string, username: string, now = Date.now()): Promise<Reservation> {
    return this.reserveWindows(windowsOf(address, username, this.limits), now);
  }
}
