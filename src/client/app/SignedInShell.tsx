import { setupListeners } from '@reduxjs/toolkit/query';
import { useEffect, useState, type ReactNode } from 'react';
import { AppLayout } from '../components/AppLayout';
import { AppProviders } from './App';
import { makeStore } from './store';

/**
 * The signed-in app: the Redux store, MUI's theme, the toasts and the app bar load with the first
 * signed-in screen, never with the landing or login pages. A store is made each time the user enters the signed-in
 * area, so it starts from the session the login page has just stored (the `user` cookie, sessionSlice) and keeps
 * nothing from a previous user. The toasts are the router's (router.tsx), so a toast sent on the way out (a changed
 * password) shows on the login page.
 */
export default function SignedInShell({ children }: { children: ReactNode }) {
  const [store] = useState(() => makeStore({ listen: false }));
  // refetch on focus / reconnect while the signed-in area is open
  useEffect(() => setupListeners(store.dispatch), [store]);
  return (
    <AppProviders store={store} toasts={false}>
      <AppLayout>
        {children}
      </AppLayout>
    </AppProviders>
  );
}
