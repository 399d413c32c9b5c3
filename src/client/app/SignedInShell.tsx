import { setupListeners } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import type { Role } from '../../common/roles';
import { AppLayout } from '../components/AppLayout';
import { AppProviders } from './App';
import { RequireRole } from './RequireRole';
import { makeStore } from './store';

/** What a signed-in route declares (router.tsx): the roles that may open it. */
export interface ScreenHandle {
  roles?: readonly Role[];
}

/** The deepest matched route's roles guard the screen (RequireRole); routes without roles are open to everyone. */
function GuardedOutlet() {
  const matches = useMatches();
  const roles = (matches[matches.length - 1]?.handle as ScreenHandle | undefined)?.roles;
  return roles ? (
    <RequireRole roles={roles}>
      <Outlet />
    </RequireRole>
  ) : (
    <Outlet />
  );
}

/**
 * The signed-in app: the Redux store, MUI's theme, the toasts and the app bar load with the first
 * signed-in screen, never with the landing or login pages. A store is made each time the user enters the signed-in
 * area, so it starts from the session the login page has just stored (the `user` cookie, sessionSlice) and keeps
 * nothing from a previous user. The toasts are the router's (router.tsx), so a toast sent on the way out (a changed
 * password) shows on the login page.
 */
export default function SignedInShell() {
  const [store] = useState(() => makeStore({ listen: false }));
  // refetch on focus / reconnect while the signed-in area is open
  useEffect(() => setupListeners(store.dispatch), [store]);
  return (
    <AppProviders store={store} toasts={false}>
      <AppLayout>
        <GuardedOutlet />
      </AppLayout>
    </AppProviders>
  );
}
