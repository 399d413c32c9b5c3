import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Role } from '../../common/roles';
import { LOGIN_PATH, ROLE_HOME } from '../../common/roles';
import { useSessionUser } from '../state/hooks';
import { endedSession } from '../state/sessionEnded';

/**
 * Sends a visitor without a session to /, a user who must change a reset password to /change-password first, and a
 * user of another role to their own home.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const user = useSessionUser();
  if (!user) {
    // an ended session goes to its login page, which says so and comes back here after signing in
    const ended = endedSession();
    return <Navigate to={ended ? LOGIN_PATH[ended.role] : '/'} replace />;
  }
  if (user.mustChangePassword) return <Navigate to="/change-password" replace />;
  if (!roles.includes(user.role)) return <Navigate to={ROLE_HOME[user.role]} replace />;
  return <>{children}</>;
}
