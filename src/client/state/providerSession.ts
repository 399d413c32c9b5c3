import { LOGIN_PATH, type Role } from '../../common/roles';

/**
 * Whether this tab's session was opened through the university's provider: only then does the sign-out offer to
 * end the provider's session too. Kept in sessionStorage (this tab only, gone with it).
 */
const KEY = 'signedInWithProvider';

export function rememberProviderSession(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // storage refused (private mode): the offer is simply not made
  }
}

/** Where a sign-out lands: the login screen offering the provider's sign-out, or the landing page. */
export function afterSignOut(role: Role | undefined): string {
  let viaProvider = false;
  try {
    viaProvider = sessionStorage.getItem(KEY) === '1';
    sessionStorage.removeItem(KEY);
  } catch {
    viaProvider = false;
  }
  return viaProvider && role ? `${LOGIN_PATH[role]}?oidc=signed-out` : '/';
}
