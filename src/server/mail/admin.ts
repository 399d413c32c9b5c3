import type { Kysely } from 'kysely';
import { DEFAULT_MAIL_MODE, EMAIL_MAX, EMAIL_PATTERN, isMailKind, MAIL_KINDS, type MailKind, type MailMode } from '../../common/mailKinds';
import type { MailPreferences, OutboxEntry, OutboxList } from '../../common/contract/mail';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../domain/errors';
import type { StoredBody } from './outbox';
import { enqueue, GIVE_UP_MS, modesOf, recipients } from './outbox';
import { validUnsubscribe } from './seal';

/** The outbox as admins see it, its resend and test message; each account's own choices and unsubscribing. */

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

export async function outboxList(db: Kysely<Database>, emailDomain: string, mode: string, limit = 200): Promise<OutboxList> {
  const rows = await db
    .selectFrom('mail_outbox as m')
    .leftJoin('account as a', 'a.Id', 'm.AccountId')
    .select(['m.Id', 'm.Kind', 'm.ToAddress', 'a.Username', 'm.Subject', 'm.Status', 'm.Attempts', 'm.CreatedAt', 'm.DueAt', 'm.SentAt', 'm.LastReply'])
    .orderBy('m.Id', 'desc')
    .limit(limit)
    .execute();
  const counts = await db.selectFrom('mail_outbox').select(['Status', (eb) => eb.fn.countAll<number>().as('n')]).where('Status', 'in', ['waiting', 'sending', 'failed']).groupBy('Status').execute();
  const count = (s: string[]) => counts.filter((c) => s.includes(c.Status)).reduce((sum, c) => sum + Number(c.n), 0);
  const entries: OutboxEntry[] = rows.map((r) => ({
    Id: r.Id,
    Kind: r.Kind,
    To: r.ToAddress || `${r.Username ?? '?'}@${emailDomain}`,
    Username: r.Username,
    Subject: r.Subject,
    Status: r.Status,
    Attempts: Number(r.Attempts),
    CreatedAt: r.CreatedAt,
    DueAt: iso(r.DueAt),
    SentAt: r.SentAt,
    LastReply: r.LastReply,
  }));
  return { Rows: entries, Waiting: count(['waiting', 'sending']), Failed: count(['failed']), Mode: mode };
}

/** Sends a row again (the same message, the same Message-ID); a sent reset link is not kept, so it cannot be. */
export async function resend(db: Kysely<Database>, id: number, now = Date.now()): Promise<void> {
  const row = await db.selectFrom('mail_outbox').select(['Id', 'Body', 'Status']).where('Id', '=', id).executeTakeFirst();
  if (!row) throw notFound('mailUnknown');
  const body = JSON.parse(row.Body) as StoredBody;
  if (body.event.type === 'passwordReset' && body.event.sealed === '') throw badRequest('resetLinkInvalid');
  await db.updateTable('mail_outbox').set({ Status: 'waiting', DueAt: now, GiveUpAt: now + GIVE_UP_MS, Attempts: 0, ClaimedUntil: null, Digest: 0 }).where('Id', '=', id).execute();
}

export function checkAddress(address: string): string {
  const a = address.trim();
  if (a.length > EMAIL_MAX || !EMAIL_PATTERN.test(a)) throw badRequest('emailInvalid');
  return a;
}

/** A test message from the admin to a typed address. */
export async function queueTest(db: Kysely<Database>, adminAccountId: number, address: string): Promise<void> {
  const to = checkAddress(address);
  await db.transaction().execute((trx) => enqueue(trx, [{ kind: 'test', accountId: adminAccountId, event: { type: 'test' }, link: '/', to }]));
}

/** The address the account's mail goes to, and its choices. */
export async function myMail(db: Kysely<Database>, accountId: number, emailDomain: string): Promise<{ Address: string; Preferences: MailPreferences }> {
  const person = (await recipients(db, [accountId])).get(accountId);
  if (!person) throw notFound('accountUnknown');
  const modes = (await modesOf(db, [accountId])).get(accountId)!;
  return { Address: person.email ?? `${person.username}@${emailDomain}`, Preferences: modes };
}

export async function setModes(db: Kysely<Database>, accountId: number, changes: Partial<Record<MailKind, MailMode>>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const kind of MAIL_KINDS) {
      const mode = changes[kind];
      if (!mode) continue;
      await trx.deleteFrom('mail_preference').where('AccountId', '=', accountId).where('Kind', '=', kind).execute();
      if (mode !== DEFAULT_MAIL_MODE[kind]) await trx.insertInto('mail_preference').values({ AccountId: accountId, Kind: kind, Mode: mode }).execute();
    }
  });
}

/** The one-click unsubscribe (RFC 8058): a valid signature turns that kind off for that account; anything else is refused. */
export async function unsubscribe(db: Kysely<Database>, secret: string, accountId: number, kind: string, signature: string): Promise<MailKind> {
  if (!isMailKind(kind) || !validUnsubscribe(secret, accountId, kind, signature)) throw badRequest('resetLinkInvalid');
  const exists = await db.selectFrom('account').select('Id').where('Id', '=', accountId).executeTakeFirst();
  if (!exists) throw badRequest('resetLinkInvalid');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('mail_preference').where('AccountId', '=', accountId).where('Kind', '=', kind).execute();
    await trx.insertInto('mail_preference').values({ AccountId: accountId, Kind: kind, Mode: 'off' }).execute();
  });
  return kind;
}
