import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { newPasswordProblem } from '../../common/validation/password';
import { DIRECT_PASSWORD_WORK, type PasswordWork } from './credentials';
import type { Database } from '../db/schema';
import { endSessionsOf } from '../auth/sessions';
import { badRequest, invalid, notFound, refused } from './errors';
import type { Ctx } from './context';

/**
 * Password changes and admin resets. Rules for the new password live in common/validation/password.ts (shared with
 * the forms). Hashing happens before any write; the argon2 work runs through `work` (the routes pass the login's
 * throttled queue, domain/credentials.ts).
 */

/** Everything that must follow a password change or reset of one account. */
export async function onPasswordChanged(db: Kysely<Database>, accountId: number): Promise<void> {
  await endSessionsOf(db, accountId);
}

/** The signed-in account changes its own password: the current one must be right. */
export async function changeOwnPassword(
  { db }: Ctx,
  accountId: number,
  currentPassword: string,
  newPassword: string,
  work: PasswordWork = DIRECT_PASSWORD_WORK,
): Promise<void> {
  const account = await db
    .selectFrom('account')
    .select(['Username', 'PasswordHash'])
    .where('Id', '=', accountId)
    .executeTakeFirst();
  if (!account) throw notFound('accountUnknown');
  if (!(await work.verify(account.PasswordHash, currentPassword))) {
    throw refused(401, 'wrongPassword');
  }
  const problem = newPasswordProblem(newPassword, account.Username);
  if (problem) throw invalid(problem);
  if (newPassword === currentPassword) throw badRequest('samePassword');
  const PasswordHash = await work.hash(newPassword);
  await db.updateTable('account').set({ PasswordHash, MustChangePassword: 0 }).where('Id', '=', accountId).execute();
  await onPasswordChanged(db, accountId);
}

/** A random temporary password (16 URL-safe characters), shown to the admin once. */
export function generateTemporaryPassword(): string {
  return randomBytes(12).toString('base64url');
}

const PROFILE = { std: 'student', teach: 'lecturer' } as const;

/**
 * An admin resets a student's (`std`) or lecturer's (`teach`) password, by profile id: the temporary
 * password (typed by the admin, or generated) must be changed at the next login. Answers the password
 * so that the admin can hand it over; it is stored only as a hash.
 */
export async function resetPassword(
  { db }: Ctx,
  role: keyof typeof PROFILE,
  profileId: number,
  typed: string | undefined,
  work: (accountId: number) => Promise<PasswordWork> = async () => DIRECT_PASSWORD_WORK,
): Promise<string> {
  const table = PROFILE[role];
  const profile = await db
    .selectFrom(`${table} as p` as 'student as p')
    .innerJoin('account as a', 'a.Id', 'p.AccountId')
    .select(['a.Id as accountId', 'a.Username as username'])
    .where('p.Id', '=', profileId)
    .executeTakeFirst();
  if (!profile) throw notFound(role === 'std' ? 'studentUnknown' : 'lecturerUnknown');
  const temporary = typed ?? generateTemporaryPassword();
  const problem = newPasswordProblem(temporary, profile.username, 'temporaryPassword');
  if (problem) throw invalid(problem);
  const PasswordHash = await (await work(profile.accountId)).hash(temporary);
  await db
    .updateTable('account')
    .set({ PasswordHash, MustChangePassword: 1 })
    .where('Id', '=', profile.accountId)
    .execute();
  await onPasswordChanged(db, profile.accountId);
  return temporary;
}
