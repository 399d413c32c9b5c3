import { randomUUID } from 'node:crypto';
import { languageOf } from '../../common/languages';
import { DEFAULT_MAIL_MODE, isMailKind, isMailMode, type MailKind, type MailMode } from '../../common/mailKinds';
import type { Q } from '../domain/db';
import type { MailEvent } from './events';
import { wordsOf } from './texts';

/**
 * The outbox: every mail is a row written by the change that causes it, inside that change's transaction (a change
 * rolled back writes nothing, so nothing is sent for it). The sender (sender.ts) of any process takes due rows.
 * Each row keeps its Message-ID from the start, so a retry or a resend is the same message to a mail client.
 */

export type OutboxKind = MailKind | 'password' | 'test';

export interface Outgoing {
  kind: OutboxKind;
  /** the recipient's account: its address, name, language and choices */
  accountId: number;
  event: MailEvent;
  /** the screen the mail links to (a path: PUBLIC_URL is put before it when sent) */
  link: string;
  /** an enqueue with a key already in the outbox writes nothing (reminders written by every process) */
  dedupeKey?: string;
  /** another address than the account's (an admin's test message) */
  to?: string;
}

/** How long the outbox keeps trying a message before marking it failed. */
export const GIVE_UP_MS = 24 * 3600_000;

export interface Recipient {
  accountId: number;
  username: string;
  name: string;
  /** the address typed on the person, or null: `<username>@EMAIL_DOMAIN` when sent */
  email: string | null;
  language: 'en' | 'vi';
}

/** Names, own addresses and languages of some accounts (students, lecturers and admins). */
export async function recipients(db: Q, accountIds: number[]): Promise<Map<number, Recipient>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('account as a')
    .leftJoin('student as s', 's.AccountId', 'a.Id')
    .leftJoin('lecturer as l', 'l.AccountId', 'a.Id')
    .leftJoin('admin as ad', 'ad.AccountId', 'a.Id')
    .select(['a.Id', 'a.Username', 'a.Language', 's.Name as StudentName', 's.Email as StudentEmail', 'l.Name as LecturerName', 'l.Email as LecturerEmail', 'ad.Name as AdminName'])
    .where('a.Id', 'in', [...new Set(accountIds)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.Id,
      {
        accountId: r.Id,
        username: r.Username,
        name: r.StudentName ?? r.LecturerName ?? r.AdminName ?? r.Username,
        email: r.StudentEmail || r.LecturerEmail || null,
        // an account that never chose hears in English, the spec's language
        language: languageOf(r.Language ?? 'en'),
      },
    ]),
  );
}

/** Each kind's mode for some accounts: their choice, else the default. */
export async function modesOf(db: Q, accountIds: number[]): Promise<Map<number, Record<MailKind, MailMode>>> {
  const out = new Map<number, Record<MailKind, MailMode>>(accountIds.map((id) => [id, { ...DEFAULT_MAIL_MODE }]));
  if (accountIds.length === 0) return out;
  const rows = await db.selectFrom('mail_preference').select(['AccountId', 'Kind', 'Mode']).where('AccountId', 'in', [...new Set(accountIds)]).execute();
  for (const r of rows) if (isMailKind(r.Kind) && isMailMode(r.Mode)) out.get(r.AccountId)![r.Kind] = r.Mode;
  return out;
}

/** The rendered part kept with the row: what happened, where it links, who it greets. */
export interface StoredBody {
  event: MailEvent;
  link: string;
  name: string;
}

/**
 * Writes the mails of one change on `db` (the change's own transaction). A kind its recipient turned off writes
 * nothing; a kind taken as a daily digest waits for the digest hour (Digest 1). Returns how many rows were written.
 */
export async function enqueue(db: Q, items: Outgoing[], now = Date.now()): Promise<number> {
  if (items.length === 0) return 0;
  const ids = items.map((i) => i.accountId);
  const people = await recipients(db, ids);
  const modes = await modesOf(db, ids);
  const rows = items.flatMap((item) => {
    const person = people.get(item.accountId);
    if (!person) return [];
    const mode: MailMode = isMailKind(item.kind) ? modes.get(item.accountId)![item.kind] : 'now';
    if (mode === 'off') return [];
    const body: StoredBody = { event: item.event, link: item.link, name: person.name };
    return [
      {
        Kind: item.kind,
        AccountId: person.accountId,
        ToAddress: item.to ?? person.email ?? '',
        Language: person.language,
        Subject: oneLine(wordsOf(item.event, person.language).subject),
        Body: JSON.stringify(body),
        MessageId: `<${randomUUID()}@capstone-evaluation>`,
        DedupeKey: item.dedupeKey ?? null,
        Digest: mode === 'daily' ? 1 : 0,
        DueAt: now,
        GiveUpAt: now + GIVE_UP_MS,
        CreatedAt: new Date(now).toISOString(),
      },
    ];
  });
  // one statement per 500 rows (a cohort's result mails); a row whose DedupeKey is already there is skipped
  let written = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const res = await db
      .insertInto('mail_outbox')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.column('DedupeKey').doNothing())
      .executeTakeFirst();
    written += Number(res.numInsertedOrUpdatedRows ?? 0);
  }
  return written;
}

/** A header value on one line: CR, LF and the Unicode line breaks become spaces (no header can be added through a name). */
export const oneLine = (text: string) => text.replace(/[\r\n\u0085\u2028\u2029]+/g, ' ').trim();
