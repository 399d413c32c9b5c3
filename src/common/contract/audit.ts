import { Type, type Static } from '@sinclair/typebox';
import { AUDIT_MAX_PAGE_SIZE } from '../audit';
import { int, list, nInt, nStr, opt, row, str } from './kit';

/** The audit log: GET /api/audit (admin), newest first, paged and filtered on the server (vocabulary: common/audit.ts). */

/**
 * At: ISO 8601 UTC; Count: how many times it happened (a refusal of one account on one route is one row per minute,
 * counted).
 */
export const AuditRow = row({
  Id: int, At: str, AccountId: nInt, Username: nStr, Role: nStr, Action: str, TargetKind: nStr, TargetId: nInt, Detail: nStr, Address: str, Outcome: str, Count: int,
});
export type AuditRow = Static<typeof AuditRow>;

/** total: rows matching the filter (all pages) */
export const AuditPage = row({ rows: list(AuditRow), total: int });
export type AuditPage = Static<typeof AuditPage>;

/**
 * The filter of GET /api/audit (query string); every field optional. page is 0-based; pageSize 1..1000 (default 25);
 * actor: part of the actor's username (any case); from: ISO date or date-time, rows at or after; to: rows before (a
 * date alone: up to the end of that day, UTC); text: part of the username, action, target kind, detail or address.
 */
export const AuditQuery = row({
  page: opt(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  pageSize: opt(Type.Integer({ minimum: 1, maximum: AUDIT_MAX_PAGE_SIZE })),
  action: opt(Type.String({ maxLength: 60 })),
  outcome: opt(Type.String({ maxLength: 20 })),
  actor: opt(Type.String({ maxLength: 200 })),
  from: opt(Type.String({ maxLength: 40 })),
  to: opt(Type.String({ maxLength: 40 })),
  text: opt(Type.String({ maxLength: 200 })),
});
export type AuditQuery = Static<typeof AuditQuery>;
