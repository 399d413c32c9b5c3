import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import selection from '../state/selection/selectionSlice';
import session from '../state/sessionSlice';
import type { SharedState } from '../state/types';
import { devToolsOptions } from './devTools';

/** `listen: false` leaves RTK Query's focus/online listeners to the caller (SignedInShell starts and stops them). */
export function makeStore({ listen = true }: { listen?: boolean } = {}) {
  const store = configureStore({
    reducer: { session, selection, [baseApi.reducerPath]: baseApi.reducer },
    // an .xlsx import's argument is the workbook (a Blob), kept by RTK Query as the mutation's originalArgs
    middleware: (getDefault) => getDefault({ serializableCheck: { ignoredPaths: [/^api\.mutations\.[^.]+\.originalArgs$/] } }).concat(baseApi.middleware),
    // Redux DevTools in every build, the production one included (QA inspects state there); secrets are masked.
    devTools: devToolsOptions,
  });
  if (listen) setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/** The typed hooks of state/ read SharedState: the real state must have that shape (a compile-time check). */
export type StateHasSharedShape = RootState extends SharedState ? true : never;
const _sharedShape: StateHasSharedShape = true;
void _sharedShape;
