import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { createTransport } from 'nodemailer';
import type { MailConfig } from '../config';
import type { Engine } from '../db/engine';
import type { Database } from '../db/schema';
import { compose, wipedBody, type ComposeSettings, type OutboxRow } from './compose';
import { digestCutoff } from './digest';
import { enqueueReminders } from './reminders';

/**
 * The sender every process runs: it takes due outbox rows (PostgreSQL: FOR UPDATE SKIP LOCKED, so processes never
 * take the same row; SQLite: one process, the claim is one UPDATE), sends them through nodemailer to SMTP_URL (or
 * writes .eml files under MAIL_DIR), and marks each sent, or waiting again with a delay that doubles (at most an
 * hour) until 24 hours after it was written, then failed. A claim is a lease: the rows of a process that died
 * while sending are taken again when it ends. Stopping hands back what was claimed and not sent.
 */

export interface SenderLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

interface SendOutcome {
  ok: boolean;
  reply: string;
  /** the server refused for good (5xx): no retry */
  permanent?: boolean;
}

const BATCH = 20;
const MAX_DELAY_MS = 3600_000;

type Claimed = OutboxRow & { Attempts: number; Digest: number; ToAddress: string; GiveUpAt: number | string };

export class MailSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopping = false;
  private lastReminders = 0;
  private readonly transport;
  private health: { at: number; ok: boolean; reply?: string } | null = null;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
    private readonly mail: MailConfig,
    private readonly settings: ComposeSettings & { emailDomain: string },
    private readonly log: SenderLog,
  ) {
    this.transport = mail.smtpUrl
      ? createTransport(mail.smtpUrl)
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Polls for due mail every pollMs (the timer does not keep the process alive). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.mail.pollMs);
    this.timer.unref();
  }

  /** One pass, never two at once in a process; errors are logged, the next pass tries again. */
  tick(now = () => Date.now()): Promise<void> {
    if (this.stopping) return Promise.resolve();
    if (this.running) return this.running;
    this.running = this.pass(now)
      .catch((err: unknown) => this.log.warn({ err }, 'mail: a pass failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Passes until nothing is due (tests, and a prompt send after a change). */
  async drain(now = () => Date.now()): Promise<void> {
    for (let i = 0; i < 1000 && !this.stopping; i++) {
      await this.tick(now);
      if (!(await this.anyDue(now()))) return;
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.transport.close();
  }

  /**
   * The mail server answers: false makes health "degraded". Checked at most every 30 s, in the background once a
   * first answer is known (a health probe never waits for a silent relay). Writing files is always reachable.
   */
  async reachable(): Promise<{ ok: boolean; mode: 'smtp' | 'files'; reply?: string }> {
    if (!this.mail.smtpUrl) return { ok: true, mode: 'files' };
    if ((!this.health || this.health.at < Date.now() - 30_000) && !this.checking) {
      this.checking = this.verify().finally(() => {
        this.checking = null;
      });
    }
    if (!this.health) await this.checking;
    const health = this.health!;
    return { ok: health.ok, mode: 'smtp', ...(health.reply ? { reply: health.reply } : {}) };
  }

  private async verify(): Promise<void> {
    try {
      await Promise.race([this.transport.verify(), new Promise((_, reject) => setTimeout(() => reject(new Error('no answer within 5 s')), 5000).unref())]);
      this.health = { at: Date.now(), ok: true };
    } catch (err) {
      this.health = { at: Date.now(), ok: false, reply: err instanceof Error ? err.message : String(err) };
    }
  }

  /**
   * The kinds of due row, each one range of the index (Status, Digest, DueAt) (migration 033), so finding the next
   * rows of a long queue reads those rows only: waiting and due (Digest 0, or 2: a digest being retried); a daily
   * digest's rows once the digest hour has passed (Digest 1); rows claimed by a process whose lease ran out.
   */
  private dueRanges(now: number): ((eb: ExpressionBuilder<Database, 'mail_outbox'>) => Expression<SqlBool>)[] {
    const cutoff = digestCutoff(new Date(now), this.settings.timeZone, this.mail.digestHour);
    return [
      (eb) => eb.and([eb('Status', '=', 'waiting'), eb('Digest', '=', 0), eb('DueAt', '<=', now)]),
      (eb) => eb.and([eb('Status', '=', 'waiting'), eb('Digest', '=', 2), eb('DueAt', '<=', now)]),
      (eb) => eb.and([eb('Status', '=', 'waiting'), eb('Digest', '=', 1), eb('DueAt', '<=', cutoff)]),
      (eb) => eb.and([eb('Status', '=', 'sending'), eb('ClaimedUntil', '<', now)]),
    ];
  }

  private async anyDue(now: number): Promise<boolean> {
    for (const range of this.dueRanges(now)) {
      if (await this.db.selectFrom('mail_outbox').select('Id').where(range).limit(1).executeTakeFirst()) return true;
    }
    return false;
  }

  /** Up to BATCH due rows, the earliest due first within each range, leased to this process. */
  private async claim(now: number): Promise<Claimed[]> {
    const lease = now + this.mail.leaseMs;
    const claimed: Claimed[] = [];
    for (const range of this.dueRanges(now)) {
      const room = BATCH - claimed.length;
      if (room <= 0) break;
      const rows = await this.db
        .updateTable('mail_outbox')
        .set((eb) => ({ Status: 'sending', ClaimedUntil: lease, Attempts: eb('Attempts', '+', 1) }))
        .where('Id', 'in', (eb) => {
          const pick = eb.selectFrom('mail_outbox').select('Id').where(range).orderBy('DueAt').limit(room);
          return this.engine === 'postgres' ? pick.forUpdate().skipLocked() : pick;
        })
        .returning(['Id', 'Kind', 'AccountId', 'Language', 'Subject', 'Body', 'MessageId', 'Attempts', 'Digest', 'ToAddress', 'GiveUpAt'])
        .execute();
      claimed.push(...rows.map((r) => ({ ...r, Attempts: Number(r.Attempts), Digest: Number(r.Digest) })));
    }
    return claimed.sort((a, b) => a.Id - b.Id);
  }

  private async pass(now: () => number): Promise<void> {
    if (now() - this.lastReminders >= 60_000) {
      this.lastReminders = now();
      await enqueueReminders(this.db, this.settings.timeZone, new Date(now()));
    }
    if (this.stopping) return;
    const claimed = await this.claim(now());
    if (claimed.length === 0) return;
    const addresses = await this.addressesOf(claimed);
    // a digest's rows of one account go out as one message; every other row alone
    const groups = new Map<string, Claimed[]>();
    for (const row of claimed) {
      const key = row.Digest > 0 && row.AccountId !== null ? `digest:${row.AccountId}` : `row:${row.Id}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const rows of groups.values()) {
      if (this.stopping) {
        await this.release(rows);
        continue;
      }
      const outcome = await this.send(rows, addresses.get(rows[0]!.Id)!);
      await this.settle(rows, outcome, now());
    }
  }

  private async addressesOf(rows: Claimed[]): Promise<Map<number, string>> {
    const byAccount = rows.filter((r) => r.ToAddress === '' && r.AccountId !== null).map((r) => r.AccountId!);
    const accounts = byAccount.length ? await this.db.selectFrom('account').select(['Id', 'Username']).where('Id', 'in', [...new Set(byAccount)]).execute() : [];
    const username = new Map(accounts.map((a) => [a.Id, a.Username]));
    return new Map(rows.map((r) => [r.Id, r.ToAddress || `${username.get(r.AccountId ?? -1) ?? 'unknown'}@${this.settings.emailDomain}`]));
  }

  private async send(rows: Claimed[], address: string): Promise<SendOutcome> {
    try {
      const message = compose(rows, address, this.settings);
      const info = await this.transport.sendMail(message);
      if (!this.mail.smtpUrl) {
        mkdirSync(this.mail.dir, { recursive: true });
        const file = path.join(this.mail.dir, `${rows[0]!.Id}-${Date.now()}.eml`);
        writeFileSync(file, (info as { message: Buffer }).message);
        this.log.info({ file, to: address, subject: message.subject }, 'mail written (no SMTP_URL)');
        return { ok: true, reply: `written to ${file}` };
      }
      return { ok: true, reply: String((info as { response?: string }).response ?? 'accepted') };
    } catch (err) {
      const e = err as { response?: string; responseCode?: number; message?: string };
      return { ok: false, reply: String(e.response ?? e.message ?? err), permanent: (e.responseCode ?? 0) >= 500 };
    }
  }

  private async settle(rows: Claimed[], outcome: SendOutcome, now: number): Promise<void> {
    for (const row of rows) {
      if (outcome.ok) {
        await this.db
          .updateTable('mail_outbox')
          .set({ Status: 'sent', SentAt: new Date(now).toISOString(), LastReply: outcome.reply.slice(0, 1000), ClaimedUntil: null, Body: wipedBody(row.Body) })
          .where('Id', '=', row.Id)
          .execute();
        continue;
      }
      const giveUp = outcome.permanent || now >= Number(row.GiveUpAt);
      const delay = Math.min(this.mail.retryBaseMs * 2 ** Math.max(0, row.Attempts - 1), MAX_DELAY_MS);
      await this.db
        .updateTable('mail_outbox')
        .set({
          Status: giveUp ? 'failed' : 'waiting',
          DueAt: now + delay,
          // a digest that failed is retried on its own delay, still as one digest
          Digest: row.Digest === 1 ? 2 : row.Digest,
          ClaimedUntil: null,
          LastReply: outcome.reply.slice(0, 1000),
        })
        .where('Id', '=', row.Id)
        .execute();
      if (giveUp) this.log.warn({ id: row.Id, reply: outcome.reply }, 'mail failed for good');
    }
  }

  private async release(rows: Claimed[]): Promise<void> {
    for (const row of rows) {
      await this.db.updateTable('mail_outbox').set((eb) => ({ Status: 'waiting', ClaimedUntil: null, Attempts: eb('Attempts', '-', 1) })).where('Id', '=', row.Id).execute();
    }
  }
}
