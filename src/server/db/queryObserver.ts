import type { LogEvent } from 'kysely';

/**
 * Sees every query the app's Kysely instance runs (its `log` hook), for tests that count queries per request
 * (no N+1). Nothing is observed unless a test installs an observer; then one call per query.
 */
export type QueryObserver = (sql: string, parameters: readonly unknown[]) => void;

let observer: QueryObserver | null = null;

export function observeQueries(next: QueryObserver | null): void {
  observer = next;
}

export function logQuery(event: LogEvent): void {
  if (observer && event.level === 'query') observer(event.query.sql, event.query.parameters);
}

/** A query run outside Kysely (compiled reads on better-sqlite3, db/compiled.ts): observed all the same. */
export function noteQuery(sql: string, parameters: readonly unknown[]): void {
  if (observer) observer(sql, parameters);
}
