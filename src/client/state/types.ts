import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SelectionState } from './selection/types';
import type { SessionState } from './sessionSlice';

/**
 * The part of the store screens read through the typed hooks (the RTK Query cache is read through its own hooks).
 * app/store.ts checks that the real store state has this shape, so nothing here imports upward from app/.
 */
export interface SharedState {
  session: SessionState;
  selection: SelectionState;
}

export type SharedDispatch = ThunkDispatch<SharedState, unknown, UnknownAction>;
