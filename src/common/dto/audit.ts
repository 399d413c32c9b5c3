/**
 * The audit log: GET /api/audit (admin), newest first, paged and filtered on the server.
 * Shared by the server's response schema and the admin console's Audit section.
 */

/** The actions the server records (`Action` column). The target kind says on what (semester, student, ...). */
export const AUDIT_ACTIONS = [
  'login',
  'login.failed',
  'logout',
  'session.end',
  'password.change',
  'password.reset',
  'publish',
  'create',
  'update',
  'delete',
  'import',
  'bulk.delete',
  'bulk.add',
  'other',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `ok`; `refused` (validation or business refusal, throttled login); `denied` (401/403); `error` (5xx). */
export const AUDIT_OUTCOMES = ['ok', 'refused', 'denied', 'error'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export interface AuditRow {
  Id: number;
  /** ISO 8601 UTC */
  At: string;
  AccountId: number | null;
  Username: string | null;
  Role: string | null;
  Action: string;
  TargetKind: string | null;
  TargetId: number | null;
  Detail: string | null;
  Address: string;
  Outcome: string;
  /** how many times it happened: a refusal of one account on one route is one row per minute, counted */
  Count: number;
}

export interface AuditPage {
  rows: AuditRow[];
  /** rows matching the filter (all pages) */
  total: number;
}

/** The filter of GET /api/audit (query string); every field optional. */
export interface AuditQuery {
  /** 0-based */
  page?: number;
  /** 1..1000, default 25 */
  pageSize?: number;
  action?: string;
  outcome?: string;
  /** part of the actor's username (any case) */
  actor?: string;
  /** ISO date or date-time: rows at or after */
  from?: string;
  /** ISO date or date-time: rows before (a date alone: up to the end of that day, UTC) */
  to?: string;
  /** part of the username, action, target kind, detail or address (any case) */
  text?: string;
}

export const AUDIT_MAX_PAGE_SIZE = 1000;
