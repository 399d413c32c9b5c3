import { LOGIN_PATH, type Role } from '../../../common/roles';
import { loadSignedInTexts, translateMessage } from '../../i18n/i18n';
import type { SessionUser } from '../../state/sessionSlice';

/** What a login attempt ended with: the signed-in user, a refusal to show, or a failed request. */
export type SignInOutcome = { user: SessionUser } | { refused: string } | { failed: true };

interface Refusal {
  status?: unknown;
  message?: unknown;
  massage?: unknown;
  code?: unknown;
}

/**
 * POST /api/login<role> with a plain fetch (the login screens load neither the store nor RTK Query). The
 * server sets the HttpOnly session cookie; a refusal's message comes back in the chosen language (translateMessage,
 * once the messages' texts and codes have loaded: they come with the signed-in app's texts).
 */
export async function signIn(role: Role, username: string, password: string): Promise<SignInOutcome> {
  let response: Response;
  let body: { data?: { status?: number; message?: string; data?: SessionUser[] } } & Refusal;
  try {
    response = await fetch(`/api${LOGIN_PATH[role]}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    body = (await response.json()) as typeof body;
  } catch {
    return { failed: true };
  }
  if (!response.ok) {
    // a refusal with a message (bad input, too many attempts) is shown; anything else counts as a failed request
    const message = typeof body.massage === 'string' && body.massage ? body.massage : body.message;
    if (typeof message !== 'string' || !message) return { failed: true };
    const code = typeof body.code === 'string' ? body.code : undefined;
    const status = typeof body.status === 'number' ? body.status : undefined;
    return { refused: await refusal(message, code, status, paramsIn(body)) };
  }
  const envelope = body.data;
  const record = envelope?.data?.[0];
  if (envelope?.status === 200 && record) return { user: record };
  return { refused: await refusal(envelope?.message ?? 'Invalid username or password', (envelope as { code?: string } | undefined)?.code ?? 'invalidLogin', envelope?.status, paramsIn(envelope)) };
}

/** The refusal in the chosen language; the server's own text when the translations could not load. */
async function refusal(message: string, code?: string, status?: number, params?: Record<string, string>): Promise<string> {
  await loadSignedInTexts().catch(() => undefined);
  return translateMessage(message, code, status, params);
}

/** The variables of an answer's code (none when it carries none). */
function paramsIn(answer: unknown): Record<string, string> {
  const params = (answer as { params?: unknown } | undefined)?.params;
  return typeof params === 'object' && params !== null ? (params as Record<string, string>) : {};
}

/** The university's sign-in as the server describes it (GET /api/oidc/status); null when it could not be read. */
export interface UniversitySignInStatus {
  enabled: boolean;
  available: boolean;
  label?: string;
  passwordLogin: Role[];
  endSessionUrl?: string;
}

export async function universitySignInStatus(): Promise<UniversitySignInStatus | null> {
  try {
    const response = await fetch('/api/oidc/status', { credentials: 'same-origin' });
    if (!response.ok) return null;
    return ((await response.json()) as { data: UniversitySignInStatus }).data;
  } catch {
    return null;
  }
}

/**
 * The end of a university sign-in: the server set the session cookie in its callback and sent the browser back
 * here; the user record the SPA keeps comes from GET /api/oidc/me, as a password login's answer would give it.
 */
export async function finishUniversitySignIn(): Promise<SignInOutcome> {
  try {
    const response = await fetch('/api/oidc/me', { credentials: 'same-origin' });
    if (!response.ok) return { failed: true };
    const record = ((await response.json()) as { data?: SessionUser }).data;
    return record ? { user: record } : { failed: true };
  } catch {
    return { failed: true };
  }
}
