import { useSyncExternalStore } from 'react';

/**
 * Unsaved work of the open screen: the marking grid reports how many typed marks the server has
 * not confirmed, so that every way out — Logout in the header, the logo, the back button, closing the tab —
 * asks first. `allowLeave()` lets one confirmed departure through the screen's own guard.
 */
let count = 0;
let leaving = false;
const listeners = new Set<() => void>();

export const unsavedWork = {
  set(n: number): void {
    if (n === count) return;
    count = n;
    if (n === 0) leaving = false;
    listeners.forEach((l) => l());
  },
  get: (): number => count,
  allowLeave(): void {
    leaving = true;
  },
  isLeaveAllowed: (): boolean => leaving,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useUnsavedWork(): number {
  return useSyncExternalStore(unsavedWork.subscribe, unsavedWork.get, unsavedWork.get);
}
