import { sql, type Kysely } from 'kysely';
import type { AuditPage, AuditQuery, AuditRow } from '../../common/dto/audit';
import { AUDIT_MAX_PAGE_SIZE } from '../../common/dto/audit';
import type { Database } from '../db/schema';
import { badRequest } from './errors';
import { nowIso, type Q } from './db';

/**
 * The audit log (issue 9 item 6; table audit_log, migration 005). One row per recorded event. The caller
 * (http/audit.ts, the login route) decides what to record; this module only writes what it is given, and it is
 * the caller's duty never to pass a password, token, hash or request body. Writes are plain inserts outside any
 * request transaction: a recorded refusal stays recorded.
 */
export interface AuditEntry {
  accountId: number | null;
  /** looked up from the account when left out and accountId is known */
  username?: string | null;
  role: string | null;
  action: string;
  targetKind?: string | null;
  targetId?: number | null;
  detail?: string | null;
  address: string;
  outcome: string;
}

const clip = (text: string | null | undefined, max: number) => (text == null ? null : text.length > max ? `${text.slice(0, max - 1)}…` : text);

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  let username = entry.username ?? null;
  if (username === null && entry.accountId !== null) {
    const account = await db.selectFrom('account').select('Username').where('Id', '=', entry.accountId).executeTakeFirst();
    username = account?.Username ?? null;
  }
  await db
    .insertInto('audit_log')
    .values({
      At: nowIso(),
      AccountId: entry.accountId,
      Username: clip(username, 200),
      Role: clip(entry.role, 10),
      Action: clip(entry.action, 60)!,
      TargetKind: clip(entry.targetKind ?? null, 40),
      TargetId: entry.targetId ?? null,
      Detail: clip(entry.detail ?? null, 300),
      Address: clip(entry.address, 100) ?? '',
      Outcome: clip(entry.outcome, 20)!,
    })
    .execute();
}

/** `%` and `_` typed by the user match themselves. */
const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An ISO date (whole day) or date-time as a UTC instant; `endOfDay` moves a bare date to the next midnight. */
function instant(value: string, field: string, endOfDay: boolean): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const ms = Date.parse(dateOnly ? `${value}T00:00:00.000Z` : value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(ms)) throw badRequest(`${field} must be a date (YYYY-MM-DD) or an ISO date-time`);
  return new Date(dateOnly && endOfDay ? ms + 86_400_000 : ms).toISOString();
}

/** One page of the audit log, newest first (by Id), with the number of rows matching the filter. */
export async function auditPage(db: Q, query: AuditQuery): Promise<AuditPage> {
  const page = query.page ?? 0;
  const pageSize = Math.min(query.pageSize ?? 25, AUDIT_MAX_PAGE_SIZE);
  const from = query.from ? instant(query.from, 'from', false) : null;
  const to = query.to ? instant(query.to, 'to', true) : null;
  if (from && to && from >= to) throw badRequest('from must be before to');

  let base = db.selectFrom('audit_log');
  if (query.action) base = base.where('Action', '=', query.action);
  if (query.outcome) base = base.where('Outcome', '=', query.outcome);
  if (query.actor) base = base.where(sql<boolean>`lower(coalesce("Username", '')) like ${likeContains(query.actor)} escape '\\'`);
  if (from) base = base.where('At', '>=', from);
  if (to) base = base.where('At', '<', to);
  if (query.text) {
    const pattern = likeContains(query.text);
    base = base.where(
      sql<boolean>`lower(coalesce("Username", '') || ' ' || "Action" || ' ' || coalesce("TargetKind", '') || ' ' || coalesce("Detail", '') || ' ' || "Address") like ${pattern} escape '\\'`,
    );
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      // newest written first (records are written after their answers, so Id order is the order they were recorded)
      .orderBy('Id', 'desc')
      .limit(pageSize)
      .offset(page * pageSize)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((r): AuditRow => ({ ...r, Id: Number(r.Id), AccountId: r.AccountId === null ? null : Number(r.AccountId), TargetId: r.TargetId === null ? null : Number(r.TargetId) })),
  };
}
