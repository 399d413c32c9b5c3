import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from '../../common/roles';
import { getCookie, getJsonCookie, removeAllCookies, setCookie, setJsonCookie } from './cookies';

export interface SessionUser {
  id: number;
  username: string;
  role: Role;
  name: string;
}

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
}

/** The session mirrors the `user` and `token` cookies: logged in exactly when the user cookie exists. */
export function readSessionFromCookies(): SessionState {
  const user = getJsonCookie<SessionUser>('user');
  const token = getCookie('token') ?? null;
  return user && token ? { user, token } : { user: null, token: null };
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: readSessionFromCookies,
  reducers: {
    loggedIn(_state, action: PayloadAction<{ user: SessionUser; token: string }>) {
      return action.payload;
    },
    loggedOut() {
      return { user: null, token: null };
    },
  },
});

export const { loggedIn, loggedOut } = sessionSlice.actions;
export default sessionSlice.reducer;

/** Stores the session in the spec's cookies. */
export function persistSession(user: SessionUser, token: string): void {
  setCookie('token', token);
  setJsonCookie('user', user);
}

export function clearSessionCookies(): void {
  removeAllCookies();
}
