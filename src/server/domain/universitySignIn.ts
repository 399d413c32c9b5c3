import type { Kysely } from 'kysely';
import { LOGIN_PATH } from '../../common/roles';
import type { SignedIn } from './login';
import type { ProviderIdentity } from '../auth/oidc/provider';
import type { OidcSettings } from '../auth/oidc/settings';
import type { SessionStore } from '../auth/sessions';
import { TokenService } from '../auth/tokens';
import type { Database } from '../db/schema';
import { findLoginUser } from './accounts';
import type { AuditEntry } from './audit';
import { accountLinkedTo, accountNamed, accountWithEmail, rememberLink, type MatchedAccount } from './identityLinks';

export interface UniversitySignInServices {
  db: Kysely<Database>;
  tokens: Pick<TokenService, 'sign'>;
  sessions: Pick<SessionStore, 'create'>;
  audit: { record(entry: AuditEntry): void };
  emailDomain: string;
  settings: OidcSettings;
}

/** Why a person the provider vouched for was not signed in. */
export type UniversityRefusal = 'unknownPerson' | 'domainNotAllowed';

export type UniversitySignInOutcome = { signedIn: SignedIn } | { refused: UniversityRefusal; detail: string };

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** OIDC_ALLOWED_DOMAINS: a verified address in one of them, and Google's hosted domain (when sent) one of them too. */
function allowedDomain(identity: ProviderIdentity, allowed: string[]): boolean {
  if (allowed.length === 0) return true;
  if (!identity.email || !identity.emailVerified || !allowed.includes(domainOf(identity.email))) return false;
  return identity.hostedDomain === undefined || allowed.includes(identity.hostedDomain.toLowerCase());
}

/**
 * The local account of a person: by the stored link `(issuer, sub)` first (an address changed at the provider
 * breaks nothing), else by the verified e-mail, else by the configured claim against the username. An account
 * already linked to another person of the same provider is not taken over by an address or a name.
 */
async function findAccount(services: UniversitySignInServices, identity: ProviderIdentity): Promise<{ account: MatchedAccount; how: string } | { detail: string }> {
  const { db, settings } = services;
  const linked = await accountLinkedTo(db, identity.issuer, identity.subject);
  if (linked) return { account: linked, how: 'link' };
  const candidates: Array<[string, Promise<MatchedAccount | null>]> = [];
  if (identity.email && identity.emailVerified) candidates.push(['e-mail', accountWithEmail(db, identity.email, services.emailDomain)]);
  const claimed = settings.usernameClaim ? identity.claims[settings.usernameClaim] : undefined;
  if (typeof claimed === 'string' && claimed.trim()) candidates.push([`claim ${settings.usernameClaim}`, accountNamed(db, claimed.trim())]);
  for (const [how, lookup] of candidates) {
    const account = await lookup;
    if (!account) continue;
    if (account.link && account.link.issuer === identity.issuer) return { detail: `${how} matches ${account.username}, already linked to another person of this provider` };
    return { account, how };
  }
  const tried = identity.email ? (identity.emailVerified ? `verified e-mail ${identity.email}` : `unverified e-mail ${identity.email}`) : 'no e-mail';
  return { detail: `no account for ${tried}${settings.usernameClaim ? ` or claim ${settings.usernameClaim}` : ''}` };
}

/**
 * A person the provider vouched for signs in to their existing account, with its own role (never a claim's), in
 * a session like a password login's. Nothing is created for an unknown person. Every outcome is audited, naming
 * the provider.
 */
export async function signInWithProvider(services: UniversitySignInServices, identity: ProviderIdentity, address: string): Promise<UniversitySignInOutcome> {
  const who = identity.email ?? `${identity.subject} (${identity.issuer})`;
  const refuse = (refused: UniversityRefusal, detail: string, accountId: number | null = null): UniversitySignInOutcome => {
    services.audit.record({ accountId, username: who, role: null, action: 'login.failed', detail: `university sign-in (${identity.issuer}): ${detail}`, address, outcome: 'denied' });
    return { refused, detail };
  };
  if (!allowedDomain(identity, services.settings.allowedDomains)) {
    return refuse('domainNotAllowed', `${identity.email ?? 'no e-mail'}${identity.hostedDomain ? ` (hd ${identity.hostedDomain})` : ''} is not in an allowed domain`);
  }
  const found = await findAccount(services, identity);
  if ('detail' in found) return refuse('unknownPerson', found.detail);
  const { account, how } = found;
  const user = await findLoginUser(services.db, account.username, account.role);
  if (!user) return refuse('unknownPerson', `account ${account.username} has no profile`, account.accountId);
  await rememberLink(services.db, account.accountId, identity.issuer, identity.subject, identity.email ?? null);
  const claims = { accountId: user.accountId, role: account.role, userId: user.id };
  const sessionId = TokenService.newSessionId();
  const { token, expiresAt } = await services.tokens.sign(claims, sessionId);
  await services.sessions.create(claims, sessionId, expiresAt);
  services.audit.record({
    accountId: user.accountId,
    username: user.username,
    role: account.role,
    action: 'login',
    detail: `${LOGIN_PATH[account.role]} via university sign-in (${identity.issuer}, matched by ${how})`,
    address,
    outcome: 'ok',
  });
  return {
    signedIn: {
      token,
      user: { id: user.id, username: user.username, role: account.role, name: user.name, mustChangePassword: user.mustChangePassword === 1, language: user.language ?? undefined },
    },
  };
}
