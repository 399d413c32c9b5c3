import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { TooMany } from './errors';
import { HashGate } from '../auth/hashGate';
import { LoginThrottle, type ThrottleLimits, type Window } from '../auth/loginThrottle';
import { hashPassword, verifyPassword } from '../auth/passwords';

/** The slow password work of a domain function (argon2), run where the caller decides (a queue, or at once). */
export interface PasswordWork {
  verify(hash: string, password: string): Promise<boolean>;
  hash(password: string): Promise<string>;
}

/** Straight to argon2 (seeding, tests, imports). */
export const DIRECT_PASSWORD_WORK: PasswordWork = { verify: verifyPassword, hash: hashPassword };

const MINUTE = 60_000;

/**
 * Every credential check shares one throttle (the `login_throttle` table) and one argon2 queue (HashGate) per process:
 * the logins, the own password change and the admin's reset. A change or a reset reserves a try in a window per
 * account (per 15 minutes, LOGIN_USER_LIMIT) and one per session (per minute, LOGIN_RATE_LIMIT); a full window
 * answers 429 with Retry-After before any argon2 work. A change whose current password is right gives its try back
 * (only failures count, as for logins); a reset always counts (each one hashes a password).
 */
export class Credentials {
  readonly throttle: LoginThrottle;
  readonly gate = new HashGate();

  constructor(
    db: Kysely<Database>,
    private readonly limits: ThrottleLimits,
  ) {
    this.throttle = new LoginThrottle(db, limits);
  }

  private windows(kind: 'change' | 'reset', accountId: number, sessionId: string): Window[] {
    return [
      { key: `${kind}:acct:${accountId}`, max: this.limits.user, ms: 15 * MINUTE, blocks: true },
      { key: `${kind}:sess:${sessionId}`, max: this.limits.pair, ms: MINUTE, blocks: true },
    ];
  }

  /** The queued password work of one change (`accountId` changes its own) or reset (`accountId` is the target's). */
  async passwordWork(kind: 'change' | 'reset', accountId: number, sessionId: string): Promise<PasswordWork> {
    const reservation = await this.throttle.reserveWindows(this.windows(kind, accountId, sessionId));
    if (!reservation.ok) throw new TooMany(reservation.retryAfterSeconds, 'tooManyPasswordTries');
    const inGate = async <T>(work: () => Promise<T>): Promise<T> => {
      const done = await this.gate.run(reservation.clean, work);
      if (!done) throw new TooMany(5, 'passwordChecksBusy');
      return done.value;
    };
    return {
      verify: async (hash, password) => {
        const right = await inGate(() => verifyPassword(hash, password));
        if (right) await this.throttle.release(reservation.keys);
        return right;
      },
      hash: (password) => inGate(() => hashPassword(password)),
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    credentials: Credentials;
  }
}
