import { AsyncLocalStorage } from 'node:async_hooks';
import type { LogEvent } from 'kysely';

/**
 * Sees every query the app's Kysely instance runs (its `log` hook), for tests that count queries per request
 * (no N+1) and for the cache's invariant check (cache/cachedList.ts records what each build reads). Nothing is
 * observed unless a test installs an observer or records a piece of work; then one call per query.
 */
export type QueryObserver = (sql: string, parameters: readonly unknown[]) => void;

let observer: QueryObserver | null = null;
/** the recorder of the work a query runs for, when `recordQueries` runs some (else nothing is looked up) */
const recorders = new AsyncLocalStorage<QueryObserver>();
let recording = 0;

export function observeQueries(next: QueryObserver | null): void {
  observer = next;
}

/** Runs `work`, calling `record` for every query run on its behalf (its async continuations included) and no other. */
export async function recordQueries<T>(record: QueryObserver, work: () => Promise<T>): Promise<T> {
  recording++;
  try {
    return await recorders.run(record, work);
  } finally {
    recording--;
  }
}

function seen(sql: string, parameters: readonly unknown[]): void {
  if (observer) observer(sql, parameters);
  if (recording > 0) recorders.getStore()?.(sql, parameters);
}

export function logQuery(event: LogEvent): void {
  if (event.level === 'query') seen(event.query.sql, event.query.parameters);
}

/** A query run outside Kysely (compiled reads on better-sqlite3, db/compiled.ts): observed all the same. */
export function noteQuery(sql: string, parameters: readonly unknown[]): void {
  seen(sql, parameters);
}
