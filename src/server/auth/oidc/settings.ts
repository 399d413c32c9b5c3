import type { Role } from '../../../common/roles';

/** The university's OpenID Connect sign-in, as the environment sets it (README "Configuration"). */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** absent: a public client (PKCE alone) */
  clientSecret?: string;
  /** `<PUBLIC_URL>/api/oidc/callback`: registered at the provider */
  redirectUri: string;
  /** where the provider may send the browser after its own sign-out */
  postLogoutUri: string;
  /** the button's text ("University account") */
  label: string;
  /** lower-case e-mail domains allowed to sign in (checked against the verified e-mail and Google's `hd`); empty: any */
  allowedDomains: string[];
  /** a claim matched against the username when no verified e-mail matches (e.g. preferred_username) */
  usernameClaim?: string;
}

/** null when OIDC_ISSUER is unset; a start with an issuer but no client id or public address is refused. */
/** The variables this reads (config.ts hands its whole environment; auth/ does not import the configuration). */
type OidcEnv = Partial<Record<'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'OIDC_LABEL' | 'OIDC_ALLOWED_DOMAINS' | 'OIDC_USERNAME_CLAIM' | 'PUBLIC_URL', string>>;

export function oidcSettingsOf(e: OidcEnv): OidcSettings | null {
  if (!e.OIDC_ISSUER) return null;
  if (!e.OIDC_CLIENT_ID) throw new Error('Invalid configuration: OIDC_ISSUER needs OIDC_CLIENT_ID (the id the provider gave this product)');
  if (!e.PUBLIC_URL) throw new Error('Invalid configuration: OIDC_ISSUER needs PUBLIC_URL (the redirect URI is <PUBLIC_URL>/api/oidc/callback)');
  const base = e.PUBLIC_URL.replace(/\/+$/, '');
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET || undefined,
    redirectUri: `${base}/api/oidc/callback`,
    postLogoutUri: `${base}/`,
    label: e.OIDC_LABEL?.trim() || 'University account',
    allowedDomains: (e.OIDC_ALLOWED_DOMAINS ?? '')
      .split(',')
      .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
      .filter(Boolean),
    usernameClaim: e.OIDC_USERNAME_CLAIM || undefined,
  };
}

const ROLE_NAMES: Record<string, Role> = { admin: 'admin', teach: 'teach', lecturer: 'teach', std: 'std', student: 'std' };

/** `PASSWORD_LOGIN=admin,teach` → the roles that may sign in with a password ('' → none but the bootstrap admin). */
export function passwordLoginRolesOf(value: string | undefined): Role[] {
  const roles = (value ?? 'admin,teach,std')
    .split(',')
    .map((x) => ROLE_NAMES[x.trim()])
    .filter((r): r is Role => r !== undefined);
  return [...new Set(roles)];
}

/**
 * Whether a password login of this role is allowed: PASSWORD_LOGIN lists the role, or it is the bootstrap admin
 * (ADMIN_USERNAME), who always may — the way in when the university's provider is down.
 */
export function passwordLoginAllowed(allowed: readonly Role[], bootstrapAdmin: string, role: Role, username: string): boolean {
  if (allowed.includes(role)) return true;
  return role === 'admin' && username.trim().toLowerCase() === bootstrapAdmin.trim().toLowerCase();
}
