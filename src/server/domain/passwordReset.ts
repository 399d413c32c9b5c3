import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '../../common/roles';
import { newPasswordProblem } from '../../common/validation/password';
import { usernameKey } from '../../common/validation/unicodeText';
import { DIRECT_PASSWORD_WORK, type PasswordWork } from './credentials';
import type { LoginThrottle } from '../auth/loginThrottle';
import type { Database } from '../db/schema';
import { enqueue } from '../mail/outbox';
import { seal } from '../mail/seal';
import { findLoginUser } from './accounts';
import { invalid, notFound, refused, TooMany } from './errors';
import { onPasswordChanged } from './passwords';

/**
 * A forgotten password: a single-use link valid RESET_MINUTES, mailed to the account's address (mail/outbox.ts);
 * only the token's SHA-256 is kept, and the outbox holds it sealed until sent. Asking answers the same whether or
 * not the username exists; asking is throttled per username and per address like the logins (auth/loginThrottle.ts).
 * Choosing the new password follows the password rules and ends every session of the account.
 */

export const RESET_MINUTES = 30;
const MINUTE = 60_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Writes a new link for an account (the former ones stop working) and its mail, in one transaction. */
export async function sendResetLink(db: Kysely<Database>, accountId: number, secret: string, now = Date.now()): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    const account = await trx.selectFrom('account').select('Username').where('Id', '=', accountId).executeTakeFirstOrThrow();
    await trx.deleteFrom('password_reset').where('AccountId', '=', accountId).execute();
    await trx.insertInto('password_reset').values({ TokenHash: hashOf(token), AccountId: accountId, ExpiresAt: now + RESET_MINUTES * MINUTE }).execute();
    await enqueue(trx, [{ kind: 'password', accountId, event: { type: 'passwordReset', sealed: seal(secret, token), minutes: RESET_MINUTES, username: account.Username }, link: '/reset-password' }], now);
  });
}

export interface ForgotRequest {
  role: Role;
  username: string;
  /** the caller's address: a throttle key */
  address: string;
}

/** "Forgot password": a link for the account when it exists; nothing else differs. Too many asks: 429. */
export async function forgotPassword(db: Kysely<Database>, throttle: LoginThrottle, secret: string, request: ForgotRequest, now = Date.now()): Promise<void> {
  const reservation = await throttle.reserveWindows(
    [
      { key: `forgot:user:${usernameKey(request.username)}`, max: 5, ms: 15 * MINUTE, blocks: true },
      { key: `forgot:addr:${request.address}`, max: 30, ms: 15 * MINUTE, blocks: true },
    ],
    now,
  );
  if (!reservation.ok) throw new TooMany(reservation.retryAfterSeconds, 'tooManyPasswordTries');
  const user = await findLoginUser(db, request.username, request.role);
  if (user) await sendResetLink(db, user.accountId, secret, now);
}

/** Sets the new password from a link: unknown, used or expired links are refused alike. */
export async function resetWithLink(db: Kysely<Database>, token: string, newPassword: string, work: PasswordWork = DIRECT_PASSWORD_WORK, now = Date.now()): Promise<void> {
  const link = await db
    .selectFrom('password_reset as r')
    .innerJoin('account as a', 'a.Id', 'r.AccountId')
    .select(['r.TokenHash', 'r.AccountId', 'r.ExpiresAt', 'r.UsedAt', 'a.Username'])
    .where('r.TokenHash', '=', hashOf(token))
    .executeTakeFirst();
  if (!link || link.UsedAt !== null || Number(link.ExpiresAt) <= now) throw refused(400, 'resetLinkInvalid');
  const problem = newPasswordProblem(newPassword, link.Username);
  if (problem) throw invalid(problem);
  const PasswordHash = await work.hash(newPassword);
  await db.transaction().execute(async (trx) => {
    // single use, even against two tabs submitting at once: only one update finds the link unused
    const used = await trx.updateTable('password_reset').set({ UsedAt: now }).where('TokenHash', '=', link.TokenHash).where('UsedAt', 'is', null).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw refused(400, 'resetLinkInvalid');
    await trx.updateTable('account').set({ PasswordHash, MustChangePassword: 0 }).where('Id', '=', link.AccountId).execute();
  });
  await onPasswordChanged(db, link.AccountId);
}

/** The admin's reset by link: the student's (`std`) or lecturer's (`teach`) account gets the mail, no password is shown. */
export async function sendResetLinkToProfile(db: Kysely<Database>, role: 'std' | 'teach', profileId: number, secret: string): Promise<void> {
  const profile = await db
    .selectFrom(`${role === 'std' ? 'student' : 'lecturer'} as p` as 'student as p')
    .select('p.AccountId')
    .where('p.Id', '=', profileId)
    .executeTakeFirst();
  if (!profile) throw notFound(role === 'std' ? 'studentUnknown' : 'lecturerUnknown');
  await sendResetLink(db, profile.AccountId, secret);
}
