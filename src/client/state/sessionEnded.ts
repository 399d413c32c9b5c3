import type { Role } from '../../common/roles';

/**
 * An ended session anywhere (a 401 on a signed-in call): where the user was, so the login page can say why they are
 * there ("Your session has ended — sign in again") and bring them back after signing in. Kept in sessionStorage: the
 * tab's own, gone with it.
 */
const KEY = 'capstone.sessionEnded';

export interface EndedSession {
  role: Role;
  path: string;
}

export function markSessionEnded(ended: EndedSession): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(ended));
  } catch {
    /* storage blocked: the user is sent to the landing page as before */
  }
}

export function endedSession(): EndedSession | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<EndedSession>) : null;
    return value && typeof value.path === 'string' && value.path.startsWith('/') && typeof value.role === 'string' ? (value as EndedSession) : null;
  } catch {
    return null;
  }
}

export function clearEndedSession(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
