import type { Kysely, Transaction } from 'kysely';
import type { Role } from '../../common/roles';
import { normalUsername, usernameKey } from '../../common/validation/unicodeText';
import type { Database } from '../db/schema';
import { endSessionsOfAccount } from '../auth/sessions';
import type { Ctx } from './context';
import { notFound, refused } from './errors';
import { insertId } from './db';

type DbOrTrx = Kysely<Database> | Transaction<Database>;

export interface LoginUser {
  accountId: number;
  id: number;
  username: string;
  name: string;
  passwordHash: string;
  /** 1 after an admin reset */
  mustChangePassword: number;
  /** 'en' | 'vi' once the account chose one */
  language: string | null;
}

const PROFILE_TABLE = { admin: 'admin', std: 'student', teach: 'lecturer' } as const;

/** The account with that username (any case) and role, with its own profile row. */
export async function findLoginUser(db: DbOrTrx, username: string, role: Role): Promise<LoginUser | null> {
  const row = await db
    .selectFrom('account as a')
    .innerJoin(`${PROFILE_TABLE[role]} as p` as 'admin as p', 'p.AccountId', 'a.Id') // all three have Id, Name, AccountId
    .select(['a.Id as accountId', 'p.Id as id', 'a.Username as username', 'p.Name as name', 'a.PasswordHash as passwordHash', 'a.MustChangePassword as mustChangePassword', 'a.Language as language'])
    .where('a.UsernameKey', '=', usernameKey(username))
    .where('a.Role', '=', role)
    .executeTakeFirst();
  return row ?? null;
}

/** The account's login record by its id and role (the end of a university sign-in). */
export async function findLoginUserByAccount(db: DbOrTrx, accountId: number, role: Role): Promise<LoginUser | null> {
  const row = await db
    .selectFrom('account as a')
    .innerJoin(`${PROFILE_TABLE[role]} as p` as 'admin as p', 'p.AccountId', 'a.Id')
    .select(['a.Id as accountId', 'p.Id as id', 'a.Username as username', 'p.Name as name', 'a.PasswordHash as passwordHash', 'a.MustChangePassword as mustChangePassword', 'a.Language as language'])
    .where('a.Id', '=', accountId)
    .where('a.Role', '=', role)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Creates an account (inside the caller's transaction) from a password hashed beforehand (hashPassword,
 * outside the transaction: hashing is slow). Usernames are unique across all accounts, any case;
 * a taken one is refused with the inner status 400 and a clear message. `temporary`: the password was set by
 * someone else (an admin's form or import), so the user must choose their own at first login.
 */
export async function createAccount(trx: DbOrTrx, username: string, PasswordHash: string, role: Role, temporary = false): Promise<number> {
  const [name, key] = [normalUsername(username), usernameKey(username)];
  const taken = await trx.selectFrom('account').select('Id').where('UsernameKey', '=', key).executeTakeFirst();
  if (taken) throw refused(400, 'usernameTaken', { username: name });
  return insertId(trx, 'account', { Username: name, UsernameKey: key, PasswordHash, Role: role, MustChangePassword: temporary ? 1 : 0 });
}

/** An admin ends every session of an account (it must sign in again): how many were live; an unknown account is refused. */
export async function endAccountSessions({ db }: Ctx, accountId: number): Promise<number> {
  const ended = await endSessionsOfAccount(db, accountId);
  if (ended === null) throw notFound('accountUnknown');
  return ended;
}
