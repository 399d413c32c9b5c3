import { setupListeners } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import type { Role } from '../../common/roles';
import { AppLayout } from '../components/AppLayout';
import { AppProviders } from './App';
import { RequireRole } from './RequireRole';
import { makeStore } from './store';

/**
 * The signed-in app, the layout route of every signed-in screen (app/routes.tsx): the Redux store, MUI's theme and
 * the app bar load with the first signed-in screen, never with the landing or login pages. A store is made each time
 * the user enters the signed-in area, so it starts from the session the login page has just stored (the `user`
 * cookie, sessionSlice) and keeps nothing from a previous user. The toasts are the root route's (app/Toasts.tsx), so
 * a toast sent on the way out (a changed password) shows on the login page.
 */
export default function SignedInShell() {
  const [store] = useState(() => makeStore({ listen: false }));
  // refetch on focus / reconnect while the signed-in area is open
  useEffect(() => setupListeners(store.dispatch), [store]);
  return (
    <AppProviders store={store} toasts={false}>
      <AppLayout>
        <Outlet />
      </AppLayout>
    </AppProviders>
  );
}

/** A role area's layout route: its screens, for those roles only (RequireRole sends anyone else away). */
export function RoleArea({ roles }: { roles: readonly Role[] }) {
  return (
    <RequireRole roles={roles}>
      <Outlet />
    </RequireRole>
  );
}
