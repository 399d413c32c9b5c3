import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from '../../common/roles';
import { getJsonCookie, removeAllCookies, setJsonCookie } from './cookies';

export interface SessionUser {
  id: number;
  username: string;
  role: Role;
  name: string;
  /** after an admin reset: the user must choose a new password before anything else (app/RequireRole.tsx) */
  mustChangePassword?: boolean;
  /** the language the account chose, applied at sign-in */
  language?: string;
}

/**
 * The signed-in user, mirrored in the non-secret `user` cookie. The token itself is an HttpOnly cookie set by the
 * server at login: the SPA never sees it, and the browser sends it with every same-origin call.
 */
export interface SessionState {
  user: SessionUser | null;
}

/** Logged in exactly when the user cookie exists (a 401 from the server ends it). */
export function readSessionFromCookies(): SessionState {
  return { user: getJsonCookie<SessionUser>('user') };
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: readSessionFromCookies,
  reducers: {
    loggedIn(_state, action: PayloadAction<{ user: SessionUser }>) {
      return action.payload;
    },
    loggedOut() {
      return { user: null };
    },
  },
});

export const { loggedIn, loggedOut } = sessionSlice.actions;
export default sessionSlice.reducer;

/** Stores the signed-in user in the spec's `user` cookie (the token cookie is the server's). */
export function persistSession(user: SessionUser): void {
  setJsonCookie('user', user);
}

export function clearSessionCookies(): void {
  removeAllCookies();
}
