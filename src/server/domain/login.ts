import type { Kysely } from 'kysely';
import { LOGIN_PATH, type Role } from '../../common/roles';
import type { Database } from '../db/schema';
import { findLoginUser } from './accounts';
import type { AuditEntry } from './audit';
import { TooMany } from './errors';
import type { Credentials } from './credentials';
import { dummyHash, verifyPassword } from '../auth/passwords';
import type { SessionStore } from '../auth/sessions';
import { TokenService } from '../auth/tokens';

/** What a login needs from the app: the accounts, the shared throttle and argon2 queue, sessions and the audit log. */
export interface LoginServices {
  db: Kysely<Database>;
  credentials: Pick<Credentials, 'throttle' | 'gate'>;
  tokens: Pick<TokenService, 'sign'>;
  sessions: Pick<SessionStore, 'create'>;
  audit: { record(entry: AuditEntry): void };
  refusals: RefusalLog;
  /** PASSWORD_LOGIN: whether this role (or this bootstrap admin) may sign in with a password; absent: every role */
  passwordAllowed?: (role: Role, username: string) => boolean;
}

export interface LoginAttempt {
  role: Role;
  username: string;
  password: string;
  /** the caller's address: the throttle's key and the audit's */
  address: string;
}

export interface SignedIn {
  token: string;
  user: { id: number; username: string; role: Role; name: string; mustChangePassword: boolean; language?: string };
}

/**
 * A refused (429) try is recorded once a minute per address: a flood of refusals cannot flood the audit log.
 * One per app (the login routes share it).
 */
export class RefusalLog {
  private readonly last = new Map<string, number>();

  /** true when this address's refusal is to be recorded now */
  due(address: string, now = Date.now()): boolean {
    if ((this.last.get(address) ?? 0) > now - 60_000) return false;
    if (this.last.size > 10_000) this.last.clear();
    this.last.set(address, now);
    return true;
  }
}

const REFUSALS_NOT_RECORDED = 'further refusals from this address within a minute are not recorded';

/**
 * One login (api.md "Login"): the throttle decides before any argon2 work; a success opens a session and returns
 * its token; a role whose password sign-in is off (PASSWORD_LOGIN) answers 'passwordLoginOff' before any work. Too many tries throw TooMany (429 with Retry-After through the one error mapper); a wrong username or
 * password resolves to null, which the spec answers with HTTP 200 and the inner status 401.
 */
export async function login(services: LoginServices, attempt: LoginAttempt): Promise<SignedIn | null | 'passwordLoginOff'> {
  const { throttle, gate } = services.credentials;
  const { role, username, password, address } = attempt;
  // who tried, never the password typed
  const failed = (who: { accountId: number; username: string } | null, detail: string, outcome: 'denied' | 'refused') =>
    services.audit.record({
      accountId: who?.accountId ?? null,
      username: who?.username ?? username,
      role: who ? role : null,
      action: 'login.failed',
      detail: `${LOGIN_PATH[role]}: ${detail}`,
      address,
      outcome,
    });

  if (services.passwordAllowed && !services.passwordAllowed(role, username)) {
    failed(null, 'password sign-in is turned off for this role (PASSWORD_LOGIN)', 'refused');
    return 'passwordLoginOff';
  }
  const reservation = await throttle.reserve(address, username);
  if (!reservation.ok) {
    if (services.refusals.due(address)) failed(null, `too many failed logins (429); ${REFUSALS_NOT_RECORDED}`, 'refused');
    throw new TooMany(reservation.retryAfterSeconds, 'tooManyLogins');
  }
  const user = await findLoginUser(services.db, username, role);
  const hash = user?.passwordHash ?? (await dummyHash());
  const checked = await gate.run(reservation.clean, () => verifyPassword(hash, password));
  if (!checked) {
    // turned away before any work: the try does not count
    await throttle.release(reservation.keys);
    if (services.refusals.due(address)) failed(null, `turned away while the server was busy (429); ${REFUSALS_NOT_RECORDED}`, 'refused');
    throw new TooMany(5, 'loginsBusy');
  }
  if (!user || !checked.value) {
    failed(user, user ? 'wrong password' : 'unknown username for this login', 'denied');
    // past the address's limit only the right password gets through (a shared NAT address is never locked)
    if (reservation.overAddress !== null) throw new TooMany(reservation.overAddress, 'tooManyLogins');
    return null;
  }
  await throttle.release(reservation.keys);
  const claims = { accountId: user.accountId, role, userId: user.id };
  const sessionId = TokenService.newSessionId();
  const { token, expiresAt } = await services.tokens.sign(claims, sessionId);
  await services.sessions.create(claims, sessionId, expiresAt);
  services.audit.record({ accountId: user.accountId, username: user.username, role, action: 'login', detail: LOGIN_PATH[role], address, outcome: 'ok' });
  return {
    token,
    user: { id: user.id, username: user.username, role, name: user.name, mustChangePassword: user.mustChangePassword === 1, language: user.language ?? undefined },
  };
}
