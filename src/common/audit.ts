/** The audit log's vocabulary (GET /api/audit): shared by the server and the admin console's Audit section. */

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
  /** a published project's minutes written (the chair recording the board's decision after publication) */
  'minutes.amend',
  'other',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `ok`; `refused` (validation or business refusal, throttled login); `denied` (401/403); `error` (5xx). */
export const AUDIT_OUTCOMES = ['ok', 'refused', 'denied', 'error'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const AUDIT_MAX_PAGE_SIZE = 1000;
