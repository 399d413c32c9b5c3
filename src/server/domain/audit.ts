import { sql, type Kysely } from 'kysely';
import type { AuditPage, AuditQuery, AuditRow } from '../../common/contract/audit';
import { AUDIT_MAX_PAGE_SIZE } from '../../common/audit';
import type { Database } from '../db/schema';
import { badRequest } from './errors';
import { nowIso, type Q } from './db';

/**
 * The audit log (table audit_log, migrations 005 and 016). One row per recorded event. The caller (http/audit.ts,
 * the login route) decides what to record; this module only writes what it is given, and it is the caller's duty
 * never to pass a password, token, hash or request body. Writes are plain inserts outside any request transaction:
 * a recorded refusal stays recorded. Every text is made safe here, once: control, invisible and bidi characters
 * are written as escapes (a CR/LF typed as a username cannot forge a line, an RTL override cannot reorder one)
 * and each column is bounded.
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
  /**
   * Set for a refusal: the same key within the same minute adds to one row's `Count` instead of a new row
   * (account and route; never text of the request).
   */
  refusalKey?: string | null;
}

/** Characters written as escapes: C0/C1 controls, zero-width and joiners, bidi marks, embeddings, isolates, BOM. */
// eslint-disable-next-line no-control-regex -- these characters are what the expression exists to find
const UNSAFE = /[\\\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;
const NAMED: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** The text with every unsafe character as a visible escape (`\n`, `\u202e`; a backslash doubled). */
export function escapeAuditText(text: string): string {
  return text.replace(UNSAFE, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Escaped and bounded to `max` characters; the cut falls between whole characters or escapes, never inside one. */
const safe = (text: string | null | undefined, max: number) => {
  if (text == null) return null;
  const escaped = escapeAuditText(text);
  if (escaped.length <= max) return escaped;
  let kept = '';
  for (const unit of text) {
    const shown = escapeAuditText(unit);
    if (kept.length + shown.length > max - 1) break;
    kept += shown;
  }
  return `${kept}…`;
};

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  let username = entry.username ?? null;
  if (username === null && entry.accountId !== null) {
    const account = await db.selectFrom('account').select('Username').where('Id', '=', entry.accountId).executeTakeFirst();
    username = account?.Username ?? null;
  }
  const at = nowIso();
  const values = {
    At: at,
    AccountId: entry.accountId,
    Username: safe(username, 200),
    Role: safe(entry.role, 10),
    Action: safe(entry.action, 60)!,
    TargetKind: safe(entry.targetKind ?? null, 40),
    TargetId: entry.targetId ?? null,
    Detail: safe(entry.detail ?? null, 1000),
    Address: safe(entry.address, 100) ?? '',
    Outcome: safe(entry.outcome, 20)!,
  };
  if (!entry.refusalKey) {
    await db.insertInto('audit_log').values(values).execute();
    return;
  }
  // one row per (minute, account, route): the unique key turns a repeat into Count + 1, on both engines
  await db
    .insertInto('audit_log')
    .values({ ...values, RefusalKey: `${at.slice(0, 16)} ${entry.refusalKey}`.slice(0, 300) })
    .onConflict((oc) => oc.column('RefusalKey').doUpdateSet((eb) => ({ Count: eb('audit_log.Count', '+', 1) })))
    .execute();
}

/** `%` and `_` typed by the user match themselves. */
const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An ISO date (whole day) or date-time as a UTC instant; `endOfDay` moves a bare date to the next midnight. */
function instant(value: string, field: string, endOfDay: boolean): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const ms = Date.parse(dateOnly ? `${value}T00:00:00.000Z` : value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(ms)) throw badRequest('dateInvalid', { field });
  return new Date(dateOnly && endOfDay ? ms + 86_400_000 : ms).toISOString();
}

/** One page of the audit log, newest first (by Id), with the number of rows matching the filter. */
export async function auditPage(db: Q, query: AuditQuery): Promise<AuditPage> {
  const page = query.page ?? 0;
  const pageSize = Math.min(query.pageSize ?? 25, AUDIT_MAX_PAGE_SIZE);
  const from = query.from ? instant(query.from, 'from', false) : null;
  const to = query.to ? instant(query.to, 'to', true) : null;
  if (from && to && from >= to) throw badRequest('fromAfterTo');

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
    rows: rows.map(
      ({ RefusalKey: _key, ...r }): AuditRow => ({
        ...r,
        Id: Number(r.Id),
        AccountId: r.AccountId === null ? null : Number(r.AccountId),
        TargetId: r.TargetId === null ? null : Number(r.TargetId),
        Count: Number(r.Count),
      }),
    ),
  };
}
