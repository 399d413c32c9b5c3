import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LiveEvent } from '../../common/contract/live';
import type { Database } from '../db/schema';
import type { LiveHub } from './hub';
import { onSessionsEnded } from '../auth/sessions';

/** An event as the text a stream writes (`event: change`, its JSON on one data line). */
export const liveFrame = (event: LiveEvent): string => `event: change\ndata: ${JSON.stringify(event)}\n\n`;

/** One open `/api/live` stream: who holds it and how to write to or end it. */
export interface LiveStream {
  sessionId: string;
  accountId: number;
  /** null: sees every board (an admin); else the boards the lecturer sits on when the stream opened */
  boards: ReadonlySet<number> | null;
  /** writes one ready Server-Sent Events frame (`liveFrame`) */
  send(frame: string): void;
  end(): void;
}

export interface StreamLimits {
  /** open streams of one session; a new one closes the oldest */
  perSession: number;
  /** open streams of one account across its sessions and every process (LIVE_STREAMS_PER_ACCOUNT); a new one closes the oldest */
  perAccount: number;
  /** a stream's longest life (it ends then anyway): a row of a process that died stops counting after it */
  lifetimeMs: number;
  /** whether the account's bound holds across processes (rows in `live_stream`); false: per process only */
  acrossProcesses: boolean;
  /** open streams of this process; a new one beyond it is refused */
  total: number;
  /** a session unused this long has ended (SESSION_IDLE) */
  idleMs: number;
  /** how often the streams' sessions are checked against the database (revocations made by other processes) */
  sweepMs: number;
}

/**
 * The open live-progress streams of this process, bounded and indexed. An event goes only to the streams allowed
 * to see its board (admins, and the lecturers sitting on it), found through an index by board, so a save costs
 * nothing for unrelated streams. A session keeps at most `perSession` streams and an account at most `perAccount`
 * across all its sessions (the oldest is closed first: many sessions of one account cannot hold the process's
 * streams), and the process at most `total` (the route answers 503). The account's bound holds across processes too:
 * every stream has a row in `live_stream`, and a new one beyond the bound deletes the oldest rows; a process ends a
 * stream whose row another process deleted within `sweepMs`. Without the database (a fault) the bound is per process. A stream ends with its session: at once when this process ends
 * it (logout, an admin, a password change), within `sweepMs` when another process does or the session goes idle.
 */
export class LiveStreams {
  private readonly bySession = new Map<string, LiveStream[]>();
  private readonly byAccount = new Map<number, LiveStream[]>();
  private readonly byBoard = new Map<number, Set<LiveStream>>();
  private readonly admins = new Set<LiveStream>();
  /** the `live_stream` row of each stream whose row is written (the sweep ends those whose row is gone) */
  private readonly rowIds = new Map<LiveStream, string>();
  private count = 0;
  private readonly sweeper: NodeJS.Timeout;
  private readonly offHub: () => void;
  private readonly offSessions: () => void;

  constructor(
    private readonly db: Kysely<Database>,
    hub: LiveHub,
    private readonly limits: StreamLimits,
  ) {
    this.offHub = hub.subscribe((e) => this.deliver(e));
    this.offSessions = onSessionsEnded((ended) => {
      for (const s of this.all()) if (ended.sessionId === s.sessionId || ended.accountId === s.accountId) s.end();
    });
    this.sweeper = setInterval(() => void this.sweep().catch(() => undefined), limits.sweepMs);
    this.sweeper.unref();
  }

  get size(): number {
    return this.count;
  }

  /** False when the process holds its maximum of streams (the caller answers 503). */
  get hasRoom(): boolean {
    return this.count < this.limits.total;
  }

  /** Registers an opened stream; closes the session's and the account's oldest ones beyond their caps. */
  add(stream: LiveStream): void {
    const mine = this.bySession.get(stream.sessionId) ?? [];
    mine.push(stream);
    this.bySession.set(stream.sessionId, mine);
    const account = this.byAccount.get(stream.accountId) ?? [];
    account.push(stream);
    this.byAccount.set(stream.accountId, account);
    if (stream.boards === null) this.admins.add(stream);
    else for (const b of stream.boards) this.boardSet(b).add(stream);
    this.count++;
    while (mine.length > this.limits.perSession) mine[0]!.end();
    while (account.length > this.limits.perAccount) account[0]!.end();
    if (this.limits.acrossProcesses && this.isOpen(stream)) void this.claimAcrossProcesses(stream).catch(() => undefined);
  }

  /**
   * Writes the stream's row and deletes the account's oldest rows beyond its bound: this process's streams among them
   * end now, other processes' at their next sweep. A fault leaves the bound per process.
   */
  private async claimAcrossProcesses(stream: LiveStream, now = Date.now()): Promise<void> {
    const id = randomUUID();
    await this.db.insertInto('live_stream').values({ Id: id, AccountId: stream.accountId, OpenedAt: now, ExpiresAt: now + this.limits.lifetimeMs }).execute();
    if (!this.isOpen(stream)) {
      await this.dropRow(id);
      return;
    }
    this.rowIds.set(stream, id);
    const beyond = await this.db
      .selectFrom('live_stream')
      .select('Id')
      .where('AccountId', '=', stream.accountId)
      .where('ExpiresAt', '>', now)
      .orderBy('OpenedAt', 'desc')
      .orderBy('Id', 'desc')
      .offset(this.limits.perAccount)
      .limit(1000)
      .execute();
    if (beyond.length === 0) return;
    const gone = new Set(beyond.map((r) => r.Id));
    await this.db.deleteFrom('live_stream').where('Id', 'in', [...gone]).execute();
    for (const [s, rowId] of [...this.rowIds]) if (gone.has(rowId)) s.end();
  }

  private isOpen(stream: LiveStream): boolean {
    return this.bySession.get(stream.sessionId)?.includes(stream) ?? false;
  }

  private async dropRow(id: string): Promise<void> {
    await this.db.deleteFrom('live_stream').where('Id', '=', id).execute();
  }

  /** Open streams of an account in this process. */
  ofAccount(accountId: number): number {
    return this.byAccount.get(accountId)?.length ?? 0;
  }

  /** Unregisters a stream (idempotent): called when it ends for any reason. */
  remove(stream: LiveStream): void {
    const mine = this.bySession.get(stream.sessionId);
    const at = mine?.indexOf(stream) ?? -1;
    if (!mine || at < 0) return;
    mine.splice(at, 1);
    if (mine.length === 0) this.bySession.delete(stream.sessionId);
    const account = this.byAccount.get(stream.accountId) ?? [];
    const there = account.indexOf(stream);
    if (there >= 0) account.splice(there, 1);
    if (account.length === 0) this.byAccount.delete(stream.accountId);
    this.admins.delete(stream);
    const rowId = this.rowIds.get(stream);
    this.rowIds.delete(stream);
    if (rowId) void this.dropRow(rowId).catch(() => undefined);
    for (const b of stream.boards ?? []) {
      const set = this.byBoard.get(b);
      set?.delete(stream);
      if (set?.size === 0) this.byBoard.delete(b);
    }
    this.count--;
  }

  close(): void {
    clearInterval(this.sweeper);
    this.offHub();
    this.offSessions();
    for (const s of this.all()) s.end();
  }

  private boardSet(boardId: number): Set<LiveStream> {
    let set = this.byBoard.get(boardId);
    if (!set) this.byBoard.set(boardId, (set = new Set()));
    return set;
  }

  private *all(): Iterable<LiveStream> {
    for (const list of [...this.bySession.values()]) yield* [...list];
  }

  /** The event serialised once, however many streams hear it (an admin's streams hear every save of every board). */
  private deliver(event: LiveEvent): void {
    const frame = liveFrame(event);
    for (const s of this.admins) s.send(frame);
    for (const s of this.byBoard.get(event.boardId) ?? []) s.send(frame);
  }

  /**
   * Ends the streams whose session is gone, expired or idle (one query per 500 sessions), and those whose row another
   * process deleted (their account opened streams beyond its bound there); removes rows past their streams' lifetime.
   */
  private async sweep(now = Date.now()): Promise<void> {
    await this.sweepRows(now);
    const ids = [...this.bySession.keys()];
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const rows = await this.db.selectFrom('session').select(['Id', 'LastSeenAt', 'ExpiresAt']).where('Id', 'in', chunk).execute();
      const live = new Set(rows.filter((r) => Number(r.ExpiresAt) > now && now - Number(r.LastSeenAt) <= this.limits.idleMs).map((r) => r.Id));
      for (const id of chunk) if (!live.has(id)) for (const s of [...(this.bySession.get(id) ?? [])]) s.end();
    }
  }

  private async sweepRows(now: number): Promise<void> {
    const claimed = [...this.rowIds];
    for (let i = 0; i < claimed.length; i += 500) {
      const chunk = claimed.slice(i, i + 500);
      const rows = await this.db.selectFrom('live_stream').select('Id').where('Id', 'in', chunk.map(([, id]) => id)).execute();
      const kept = new Set(rows.map((r) => r.Id));
      for (const [s, id] of chunk) if (!kept.has(id)) s.end();
    }
    await this.db.deleteFrom('live_stream').where('ExpiresAt', '<', now).execute();
  }
}
