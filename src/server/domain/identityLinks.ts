import type { Kysely } from 'kysely';
import type { Role } from '../../common/roles';
import { usernameKey } from '../../common/validation/unicodeText';
import type { Database } from '../db/schema';
import { nowIso, type Q } from './db';

/** An account found for a person at the provider. */
export interface MatchedAccount {
  accountId: number;
  username: string;
  role: Role;
  /** the account's link, when it has one: (issuer, subject) */
  link: { issuer: string; subject: string } | null;
}

const withLink = (db: Q) =>
  db
    .selectFrom('account as a')
    .leftJoin('identity_link as l', 'l.AccountId', 'a.Id')
    .select(['a.Id as accountId', 'a.Username as username', 'a.Role as role', 'l.Issuer as issuer', 'l.Subject as subject']);

type Row = { accountId: number; username: string; role: Role; issuer: string | null; subject: string | null };
const matched = (row: Row | undefined): MatchedAccount | null =>
  row ? { accountId: row.accountId, username: row.username, role: row.role, link: row.issuer && row.subject ? { issuer: row.issuer, subject: row.subject } : null } : null;

/** The account linked to this person of this provider. */
export async function accountLinkedTo(db: Q, issuer: string, subject: string): Promise<MatchedAccount | null> {
  return matched(await withLink(db).where('l.Issuer', '=', issuer).where('l.Subject', '=', subject).executeTakeFirst());
}

/** The account with this username, any case. */
export async function accountNamed(db: Q, username: string): Promise<MatchedAccount | null> {
  return matched(await withLink(db).where('a.UsernameKey', '=', usernameKey(username)).executeTakeFirst());
}

/**
 * The account whose address this is: `<username>@EMAIL_DOMAIN` (the address /user shows). A stored address of a
 * student or lecturer is matched first where the data has one.
 */
export async function accountWithEmail(db: Q, email: string, emailDomain: string): Promise<MatchedAccount | null> {
  const at = email.lastIndexOf('@');
  if (at <= 0) return null;
  const [local, domain] = [email.slice(0, at), email.slice(at + 1).toLowerCase()];
  if (domain !== emailDomain.toLowerCase()) return null;
  return accountNamed(db, local);
}

/** Stores the link on the first sign-in; later ones only stamp it. */
export async function rememberLink(db: Q, accountId: number, issuer: string, subject: string, email: string | null): Promise<void> {
  const now = nowIso();
  const updated = await db.updateTable('identity_link').set({ LastSignInAt: now, Email: email }).where('AccountId', '=', accountId).where('Issuer', '=', issuer).where('Subject', '=', subject).executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db.insertInto('identity_link').values({ AccountId: accountId, Issuer: issuer, Subject: subject, Email: email, LinkedAt: now, LastSignInAt: now }).execute();
}

/** One linked account, as the admin's list shows it. */
export interface LinkedAccount {
  accountId: number;
  username: string;
  role: Role;
  issuer: string;
  email: string | null;
  linkedAt: string;
  lastSignInAt: string;
}

/** Every linked account, by username. */
export async function linkedAccounts(db: Kysely<Database>): Promise<LinkedAccount[]> {
  return db
    .selectFrom('identity_link as l')
    .innerJoin('account as a', 'a.Id', 'l.AccountId')
    .select(['a.Id as accountId', 'a.Username as username', 'a.Role as role', 'l.Issuer as issuer', 'l.Email as email', 'l.LinkedAt as linkedAt', 'l.LastSignInAt as lastSignInAt'])
    .orderBy('a.UsernameKey')
    .execute();
}

/** Removes an account's link (the next sign-in matches by e-mail or username again); false when it had none. */
export async function unlinkAccount(db: Q, accountId: number): Promise<boolean> {
  const result = await db.deleteFrom('identity_link').where('AccountId', '=', accountId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
