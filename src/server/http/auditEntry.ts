import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '../../common/audit';
import type { AuditEntry } from '../domain/audit';

/**
 * What the audit hook (audit.ts) records of one state-changing /api call: the actor from the verified session, the
 * action and target from the route (never from the body), the names of the body's fields as the route's schema
 * declares them (a name the request made up is never written), the answer's status and — unless the body carries
 * a password — its message; for a bulk action its kind, count and ids, read from the answer the server wrote.
 */

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** recorded for every role (the admin's calls are all recorded) */
const SECURITY_ACTIONS = new Set<AuditAction>(['logout', 'session.end', 'password.change', 'password.reset', 'publish', 'delete', 'bulk.delete']);
/** POST routes that read (no state change): never recorded */
export const READS = new Set(['/api/score/get']);
const SECRET_FIELD = /pass|token|secret|hash/i;
/** ids listed in a bulk action's detail (the count is always whole) */
const IDS_SHOWN = 100;

/** Action of a route: its own verb when the path names one, else the method's. */
export function actionOf(method: string, url: string): AuditAction {
  const last = url.split('/').pop() ?? '';
  if (url === '/api/logout') return 'logout';
  if (/^\/api\/session\/[^/]+\/end$/.test(url)) return 'session.end';
  if (url === '/api/account/password') return 'password.change';
  if (last === 'reset-password') return 'password.reset';
  if (last === 'public') return 'publish';
  if (last === 'bulk-delete') return 'bulk.delete';
  if (last === 'bulk-add') return 'bulk.add';
  if (method === 'DELETE' || last === 'remove') return 'delete';
  if (last === 'import' || url.startsWith('/api/import/')) return 'import';
  if (method === 'POST' && ['add', 'adds', 'addwithcolumns', 'insert'].includes(last)) return 'create';
  if (method === 'PUT' || method === 'PATCH' || ['edit', 'replace', 'update', 'save'].includes(last)) return 'update';
  return method === 'POST' ? 'create' : 'other';
}

const positiveInt = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The resource (first path segment after /api; the account for the session and password routes) and its id: the
 * first integer path parameter, else the body's `id`.
 */
function targetOf(request: FastifyRequest, url: string, action: AuditAction, accountId: number): { kind: string | null; id: number | null } {
  if (action === 'logout' || action === 'password.change') return { kind: 'account', id: accountId };
  // an Excel import names its rows in the file name: /api/import/students.xlsx
  const resource = url.startsWith('/api/import/') ? url.split('/')[3]?.replace(/\.xlsx$/, '') : url.split('/')[2];
  const kind = action === 'session.end' ? 'account' : (resource ?? null);
  for (const value of Object.values((request.params ?? {}) as Record<string, unknown>)) {
    const id = positiveInt(value);
    if (id !== null) return { kind, id };
  }
  const body = request.body as { id?: unknown; Id?: unknown } | null | undefined;
  const fromBody = body && typeof body === 'object' && !Array.isArray(body) ? positiveInt(body.id ?? body.Id) : null;
  return { kind, id: fromBody };
}

/** The body's field names as the schema declares them (with a list's length), or the row count of a list body. */
function bodyShape(request: FastifyRequest): { text: string | null; secret: boolean } {
  const body = request.body;
  if (Array.isArray(body)) return { text: `${body.length} row(s)`, secret: false };
  // a file's bytes (an .xlsx import): its size, not each byte as a field
  if (ArrayBuffer.isView(body)) return { text: `a file of ${body.byteLength} bytes`, secret: false };
  if (!body || typeof body !== 'object') return { text: null, secret: false };
  const declared = Object.keys((request.routeOptions.schema?.body as { properties?: object } | undefined)?.properties ?? {});
  const given = body as Record<string, unknown>;
  const present = declared.filter((name) => Object.hasOwn(given, name));
  const secret = present.some((k) => SECRET_FIELD.test(k));
  const shown = present.filter((k) => !SECRET_FIELD.test(k)).map((k) => (Array.isArray(given[k]) ? `${k} (${(given[k] as unknown[]).length})` : k));
  const unknown = Object.keys(given).length - present.length;
  if (unknown > 0) shown.push(`${unknown} unknown`);
  return { text: shown.length ? `fields: ${shown.join(', ')}` : null, secret };
}

interface Answer {
  status?: number;
  message?: string;
  id?: number;
  bulk?: string;
}

const idList = (ids: number[]) => `${ids.length}${ids.length ? `: ${ids.slice(0, IDS_SHOWN).join(' ')}${ids.length > IDS_SHOWN ? ' …' : ''}` : ''}`;

/** A bulk answer's count and ids ({done, refused: [{id}]}) or an import's count. */
function bulkOf(data: Record<string, unknown>): string | undefined {
  if (Array.isArray(data.done)) {
    const done = data.done.map(positiveInt).filter((n): n is number => n !== null);
    const refused = Array.isArray(data.refused) ? data.refused.map((r) => positiveInt((r as { id?: unknown })?.id)).filter((n): n is number => n !== null) : [];
    return `done ${idList(done)}${refused.length ? `; kept ${idList(refused)}` : ''}`;
  }
  if (typeof data.count === 'number') return `count ${data.count}`;
  return undefined;
}

/** The answer's own status (the envelope's, e.g. a refusal answered with HTTP 200), message, new id, bulk result. */
export function answerOf(payload: unknown): Answer {
  let body: unknown = payload;
  if (typeof payload === 'string') {
    if (payload.length > 64_000 || !payload.startsWith('{')) return {};
    try {
      body = JSON.parse(payload);
    } catch {
      return {};
    }
  }
  if (!body || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return {};
  const { status, message, data } = body as { status?: unknown; message?: unknown; data?: unknown };
  const row = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  const id = row ? positiveInt(row.Id ?? row.id) : null;
  return {
    status: typeof status === 'number' ? status : undefined,
    message: typeof message === 'string' ? message : undefined,
    id: id ?? undefined,
    bulk: row ? bulkOf(row) : undefined,
  };
}

export function outcomeOf(status: number): 'ok' | 'refused' | 'denied' | 'error' {
  if (status >= 500) return 'error';
  if (status === 401 || status === 403) return 'denied';
  if (status >= 300) return 'refused';
  return 'ok';
}

/**
 * An import's dry run (its preview: `dryRun: true` in a JSON body, `?dryRun=true` beside a workbook) writes nothing:
 * recorded as a check ('other'), never as an import.
 */
function isDryRun(request: FastifyRequest): boolean {
  const said = (value: unknown) => !!value && typeof value === 'object' && !Array.isArray(value) && (value as { dryRun?: unknown }).dryRun === true;
  return said(request.body) || said(request.query);
}

/** The entry to record for this call and its answer (`http` the HTTP status), or null when it is not audited. */
export function entryFor(request: FastifyRequest, http: number, payload: unknown): AuditEntry | null {
  const url = request.routeOptions.url;
  const auth = request.auth;
  if (!auth || !url?.startsWith('/api/') || !STATE_CHANGING.has(request.method) || READS.has(url)) return null;
  const action = isDryRun(request) ? 'other' : actionOf(request.method, url);
  if (auth.role !== 'admin' && !SECURITY_ACTIONS.has(action) && http !== 403) return null;
  const answer = answerOf(payload);
  // a refusal the spec names is HTTP 200 with its own status (e.g. 401 'Ineligible for publicity')
  const status = http === 200 && answer.status !== undefined ? answer.status : http;
  const target = targetOf(request, url, action, auth.accountId);
  const shape = bodyShape(request);
  const outcome = http === 200 && status >= 300 ? 'refused' : outcomeOf(http);
  // a quoted part of a message repeats what the request sent (an unknown field's name, a typed value): left out
  const said = outcome !== 'ok' && !shape.secret && answer.message ? `: ${answer.message.replace(/'[^']*'|"[^"]*"/g, "'…'")}` : '';
  const refused = outcome === 'refused' || outcome === 'denied';
  return {
    accountId: auth.accountId,
    role: auth.role,
    action,
    targetKind: target.kind,
    targetId: target.id ?? (action === 'create' ? (answer.id ?? null) : null),
    detail: [`${request.method} ${url} → ${status}${said}`, outcome === 'ok' ? answer.bulk : undefined, shape.text].filter(Boolean).join('; '),
    address: request.auditAddress || request.ip,
    outcome,
    refusalKey: refused ? `${auth.accountId} ${request.method} ${url}` : null,
  };
}
