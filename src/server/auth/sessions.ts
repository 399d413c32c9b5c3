import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import type { Database, SessionTable } from '../db/schema';
import type { Q } from '../db/query';
import { LRUCache } from 'lru-cache';
import type { VerifiedToken } from './tokens';

/**
 * Sessions live in the `session` table (migration 002), so every server process on one database sees the same
 * state. A session ends when its row is deleted (logout, an admin, the account's deletion or password change), when
 * it has not been used for SESSION_IDLE (last-seen kept in the row) or at its token's `exp` (TOKEN_TTL, absolute).
 */

type Row = Pick<SessionTable, 'Id' | 'AccountId' | 'Role' | 'UserId' | 'LastSeenAt' | 'ExpiresAt'> & { AccountRole: string; MustChangePassword: number };

/** What this process just ended: one session, or every session of an account. */
export type SessionsEnded = { sessionId: string; accountId?: undefined } | { accountId: number; sessionId?: undefined };
const ended = new EventEmitter().setMaxListeners(0);

/** Hears every revocation made in this process (live streams end with their session at once). */
export function onSessionsEnded(fn: (e: SessionsEnded) => void): () => void {
  ended.on('ended', fn);
  return () => ended.off('ended', fn);
}

/**
 * Ends every session of an account (account deleted, password changed or reset, an admin's decision), and its
 * calendar-feed address with them: the feed is standing access too, and whoever had the account's sessions may
 * have copied it. The owner makes a new one from the user page.
 */
export async function endSessionsOf(db: Q, accountId: number): Promise<number> {
  await db.deleteFrom('calendar_feed').where('AccountId', '=', accountId).execute();
  const result = await db.deleteFrom('session').where('AccountId', '=', accountId).executeTakeFirst();
  localEpoch++;
  ended.emit('ended', { accountId });
  return Number(result.numDeletedRows);
}

/** Ends one session (logout). */
export async function endSession(db: Q, sessionId: string): Promise<void> {
  await db.deleteFrom('session').where('Id', '=', sessionId).execute();
  localEpoch++;
  ended.emit('ended', { sessionId });
}

/** The session row is the token's (account, role, user, the account's current role) and not past its end. */
function matchesToken(row: Row, token: VerifiedToken, now: number): boolean {
  return row.AccountId === token.accountId && row.Role === token.role && row.AccountRole === token.role && row.UserId === token.userId && now < row.ExpiresAt;
}

/** Incremented by every revocation in this process: cached views older than it are not trusted. */
let localEpoch = 0;

interface Cached {
  row: Row | null;
  fetchedAt: number;
  epoch: number;
}

/**
 * The guard's view of sessions. Each lookup is one indexed query joining the account (a deleted account or a
 * changed role ends the session too). A process may trust what it read for `cacheMs` (5 s) in a
 * bounded LRU (50,000 sessions): a revocation made in this process (logout, an admin ending sessions, a password
 * change or reset, an account's deletion) takes effect at once, one made by another process within `cacheMs`. Last-seen is written at most
 * once per `touchMs` (a minute, or a tenth of the idle window if shorter), never on every request.
 */
export class SessionStore {
  private readonly cache = new LRUCache<string, Cached>({ max: 50_000 });
  private readonly touchMs: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly idleMs: number,
    private readonly cacheMs: number,
    /** sessions one account may hold (SESSIONS_PER_ACCOUNT): a sign-in beyond it ends the oldest */
    private readonly perAccount = 20,
  ) {
    this.touchMs = Math.min(60_000, Math.floor(idleMs / 10));
  }

  async create(token: Pick<VerifiedToken, 'accountId' | 'role' | 'userId'>, sessionId: string, expiresAt: number, now = Date.now()) {
    await this.db
      .insertInto('session')
      .values({ Id: sessionId, AccountId: token.accountId, Role: token.role, UserId: token.userId, CreatedAt: now, LastSeenAt: now, ExpiresAt: expiresAt })
      .execute();
    if (Math.random() < 0.02) await this.db.deleteFrom('session').where('ExpiresAt', '<', now).execute();
    await this.endOldestBeyondCap(token.accountId);
  }

  /**
   * One account holds at most `perAccount` sessions: signing in once more ends its oldest (a script signing in in a
   * loop cannot pile up sessions, and a person's newest sign-in always works). The streams of an ended session end
   * with it.
   */
  private async endOldestBeyondCap(accountId: number): Promise<void> {
    const extra = await this.db
      .selectFrom('session')
      .select('Id')
      .where('AccountId', '=', accountId)
      .orderBy('CreatedAt', 'desc')
      .orderBy('Id', 'desc')
      .limit(1000)
      .offset(this.perAccount)
      .execute();
    for (const { Id } of extra) await endSession(this.db, Id);
  }

  private async read(sessionId: string, now: number): Promise<Row | null> {
    const hit = this.cache.get(sessionId);
    if (hit && hit.epoch === localEpoch && now - hit.fetchedAt < this.cacheMs) return hit.row;
    const row =
      (await this.db
        .selectFrom('session')
        .innerJoin('account', 'account.Id', 'session.AccountId')
        .select(['session.Id', 'session.AccountId', 'session.Role', 'session.UserId', 'session.LastSeenAt', 'session.ExpiresAt', 'account.Role as AccountRole', 'account.MustChangePassword'])
        .where('session.Id', '=', sessionId)
        .executeTakeFirst()) ?? null;
    this.cache.set(sessionId, { row, fetchedAt: now, epoch: localEpoch });
    return row;
  }

  /** True when the token's session is live and matches the token and its account; refreshes last-seen (throttled). */
  async check(token: VerifiedToken, now = Date.now()): Promise<boolean> {
    let row = await this.read(token.sessionId, now);
    if (row && now - row.LastSeenAt > this.idleMs) {
      // Another process may have seen it more recently: read it again before ending it.
      this.cache.delete(token.sessionId);
      row = await this.read(token.sessionId, now);
    }
    if (!row) return false;
    if (!matchesToken(row, token, now)) return false;
    if (now - row.LastSeenAt > this.idleMs) {
      await endSession(this.db, row.Id);
      return false;
    }
    if (now - row.LastSeenAt >= this.touchMs) {
      await this.db.updateTable('session').set({ LastSeenAt: now }).where('Id', '=', row.Id).execute();
      row.LastSeenAt = now;
    }
    return true;
  }

  /**
   * What `check` and then `mustChangePassword` would answer, when the row this process holds decides it with no
   * query and no write (fresh in the cache, last-seen recent enough not to be touched or ended); undefined otherwise.
   */
  known(token: VerifiedToken, now = Date.now()): { live: boolean; mustChange: boolean } | undefined {
    const hit = this.cache.get(token.sessionId);
    if (!hit || hit.epoch !== localEpoch || now - hit.fetchedAt >= this.cacheMs) return undefined;
    const row = hit.row;
    if (!row) return { live: false, mustChange: false };
    if (now - row.LastSeenAt >= this.touchMs) return undefined;
    return { live: matchesToken(row, token, now), mustChange: Number(row.MustChangePassword) === 1 };
  }

  /**
   * True while the session's account must replace a password an admin reset (call after `check`). A change or a
   * reset ends every session of the account, so a cached answer never outlives the flag.
   */
  async mustChangePassword(token: VerifiedToken, now = Date.now()): Promise<boolean> {
    const row = await this.read(token.sessionId, now);
    return Number(row?.MustChangePassword ?? 0) === 1;
  }

  async end(sessionId: string): Promise<void> {
    this.cache.delete(sessionId);
    await endSession(this.db, sessionId);
  }
}

/** An admin ends every session of an account: the number ended, or null when there is no such account. */
export async function endSessionsOfAccount(db: Kysely<Database>, accountId: number): Promise<number | null> {
  const account = await db.selectFrom('account').select('Id').where('Id', '=', accountId).executeTakeFirst();
  if (!account) return null;
  return endSessionsOf(db, accountId);
}
