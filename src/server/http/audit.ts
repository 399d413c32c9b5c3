import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditAction } from '../../common/dto/audit';
import { recordAudit, type AuditEntry } from '../domain/audit';

/**
 * The audit hook (issue 9 item 6). After the answer of every state-changing /api call made by a signed-in caller,
 * one audit_log row is written when the call is an admin's, a security action of any role (logout, password
 * change, publication, delete, ending sessions) or a call refused for its role (403). Logins are recorded by
 * the login route itself (`app.audit.record`), which alone knows who tried.
 *
 * What is written: the actor from the verified session, the action and target from the route (never from the
 * body), the names of the body's fields (never their values), the answer's status and — unless the body carries
 * a password — its message. Recording happens after the answer is sent and never breaks a request: a failed
 * insert is logged (without the entry) and forgotten.
 */

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** recorded for every role (the admin's calls are all recorded) */
const SECURITY_ACTIONS = new Set<AuditAction>(['logout', 'session.end', 'password.change', 'password.reset', 'publish', 'delete']);
/** POST routes that read (no state change): never recorded */
const READS = new Set(['/api/score/get']);
const SECRET_FIELD = /pass|token|secret|hash/i;

/** Action of a route: its own verb when the path names one, else the method's. */
export function actionOf(method: string, url: string): AuditAction {
  const last = url.split('/').pop() ?? '';
  if (url === '/api/logout') return 'logout';
  if (/^\/api\/session\/[^/]+\/end$/.test(url)) return 'session.end';
  if (url === '/api/account/password') return 'password.change';
  if (last === 'reset-password') return 'password.reset';
  if (last === 'public') return 'publish';
  if (method === 'DELETE' || last === 'remove') return 'delete';
  if (last === 'import') return 'import';
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
  const kind = action === 'session.end' ? 'account' : (url.split('/')[2] ?? null);
  for (const value of Object.values((request.params ?? {}) as Record<string, unknown>)) {
    const id = positiveInt(value);
    if (id !== null) return { kind, id };
  }
  const body = request.body as { id?: unknown; Id?: unknown } | null | undefined;
  const fromBody = body && typeof body === 'object' && !Array.isArray(body) ? positiveInt(body.id ?? body.Id) : null;
  return { kind, id: fromBody };
}

/** Field names of the body (values never), or the row count of a list body. */
function bodyShape(body: unknown): { text: string | null; secret: boolean } {
  if (Array.isArray(body)) return { text: `${body.length} row(s)`, secret: false };
  if (body && typeof body === 'object') {
    const keys = Object.keys(body);
    const secret = keys.some((k) => SECRET_FIELD.test(k));
    const shown = keys.filter((k) => !SECRET_FIELD.test(k));
    return { text: shown.length ? `fields: ${shown.join(', ').slice(0, 200)}` : null, secret };
  }
  return { text: null, secret: false };
}

/** The answer's own status (the envelope's, e.g. a refusal answered with HTTP 200) and message, when JSON. */
function answerOf(payload: unknown): { status?: number; message?: string; id?: number } {
  if (typeof payload !== 'string' || payload.length > 64_000 || !payload.startsWith('{')) return {};
  try {
    const body = JSON.parse(payload) as { status?: unknown; message?: unknown; data?: unknown };
    const data = body.data as { Id?: unknown; id?: unknown } | undefined;
    const id = data && typeof data === 'object' && !Array.isArray(data) ? positiveInt(data.Id ?? data.id) : null;
    return {
      status: typeof body.status === 'number' ? body.status : undefined,
      message: typeof body.message === 'string' ? body.message : undefined,
      id: id ?? undefined,
    };
  } catch {
    return {};
  }
}

export function outcomeOf(status: number): 'ok' | 'refused' | 'denied' | 'error' {
  if (status >= 500) return 'error';
  if (status === 401 || status === 403) return 'denied';
  if (status >= 300) return 'refused';
  return 'ok';
}

export class AuditRecorder {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly app: FastifyInstance) {}

  /** Writes one entry after the current answer, never throwing (a failure is logged without the entry). */
  record(entry: AuditEntry): void {
    const job = recordAudit(this.app.db, entry)
      .catch((error: unknown) => {
        this.app.log.warn({ code: (error as { code?: string })?.code, action: entry.action }, 'audit record not written');
      })
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Resolves when every record started so far is written (tests, shutdown). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditRecorder;
  }
  interface FastifyRequest {
    auditEntry: AuditEntry | null;
  }
}

export function installAudit(app: FastifyInstance): void {
  app.decorate('audit', new AuditRecorder(app));
  app.decorateRequest('auditEntry', null);
  app.addHook('onClose', async () => app.audit.flush());

  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    const auth = request.auth;
    if (!auth || !url?.startsWith('/api/') || !STATE_CHANGING.has(request.method) || READS.has(url)) return payload;
    const action = actionOf(request.method, url);
    const answer = answerOf(payload);
    const http = reply.statusCode;
    // a refusal the spec names is HTTP 200 with its own status (e.g. 401 'Ineligible for publicity')
    const status = http === 200 && answer.status !== undefined ? answer.status : http;
    if (auth.role !== 'admin' && !SECURITY_ACTIONS.has(action) && http !== 403) return payload;
    const target = targetOf(request, url, action, auth.accountId);
    const shape = bodyShape(request.body);
    const outcome = http === 200 && status >= 300 ? 'refused' : outcomeOf(http);
    const said = outcome !== 'ok' && !shape.secret && answer.message ? `: ${answer.message}` : '';
    request.auditEntry = {
      accountId: auth.accountId,
      role: auth.role,
      action,
      targetKind: target.kind,
      targetId: target.id ?? (action === 'create' ? (answer.id ?? null) : null),
      detail: [`${request.method} ${url} → ${status}${said}`, shape.text].filter(Boolean).join('; '),
      address: request.ip,
      outcome,
    };
    return payload;
  });

  app.addHook('onResponse', async (request) => {
    if (request.auditEntry) app.audit.record(request.auditEntry);
  });
}
