/**
 * Where the app is (path, query) and how it moves: the browser's History API, or an in-memory list of entries for
 * the tests. Each entry is numbered (`idx` in the browser's history state), so that a back or forward move knows
 * how far it went and a leave guard can undo it (useBlocker).
 */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavHistory {
  readonly location: RouterLocation;
  /** Adds an entry (or replaces the current one) without telling the listeners: the router updates itself. */
  push(to: string, replace?: boolean): void;
  /** Moves back (negative) or forward through the entries; the listeners hear of it. */
  go(delta: number): void;
  /** A back or forward move happened, `delta` entries away (0 when unknown). */
  listen(listener: (delta: number) => void): () => void;
}

/** A path with its query and fragment split off. */
export function parsePath(to: string): RouterLocation {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = rest.indexOf('?');
  return { pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/', search: searchAt >= 0 ? rest.slice(searchAt) : '', hash };
}

export function createBrowserHistory(): NavHistory {
  const read = (): RouterLocation => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });
  const indexOf = (state: unknown) => (state && typeof state === 'object' && typeof (state as { idx?: unknown }).idx === 'number' ? (state as { idx: number }).idx : null);
  let index = indexOf(window.history.state);
  if (index === null) {
    // the signed-out pages (app/PublicApp.tsx) push entries without a number: the page the router starts on is 0
    index = 0;
    window.history.replaceState({ idx: 0 }, '');
  }
  let location = read();
  const listeners = new Set<(delta: number) => void>();
  window.addEventListener('popstate', (event) => {
    const next = indexOf(event.state);
    const delta = next === null ? 0 : next - index!;
    index = next ?? index;
    location = read();
    listeners.forEach((listener) => listener(delta));
  });
  return {
    get location() {
      return location;
    },
    push(to, replace = false) {
      if (replace) window.history.replaceState({ idx: index }, '', to);
      else window.history.pushState({ idx: (index = index! + 1) }, '', to);
      location = read();
    },
    go: (delta) => window.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The tests' history: entries in memory, moves heard at once. */
export function createMemoryHistory(initialEntries: string[] = ['/']): NavHistory {
  const entries = initialEntries.map(parsePath);
  let index = entries.length - 1;
  const listeners = new Set<(delta: number) => void>();
  return {
    get location() {
      return entries[index];
    },
    push(to, replace = false) {
      if (replace) entries[index] = parsePath(to);
      else entries.splice((index += 1), entries.length, parsePath(to));
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      const moved = next - index;
      index = next;
      listeners.forEach((listener) => listener(moved));
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
