import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { recordAudit, type AuditEntry } from '../domain/audit';
import { entryFor, READS } from './auditEntry';

/**
 * The audit hook. Every state-changing /api call made by a signed-in caller is recorded when it is an admin's, a
 * security action of any role (logout, password change, publication, delete, ending sessions) or a call refused
 * for its role (403); what is written is decided in auditEntry.ts. Logins are recorded by the login route itself
 * (`app.audit.record`), which alone knows who tried.
 *
 * When: the record of a call the handler answered is written inside the handler's own promise, after its write
 * committed and before the answer is handed to the socket — so a client that hangs up early (an import sent with a
 * 1 s timeout) cannot leave a committed write unaudited. Errors and the guard's refusals are written in onSend,
 * also before the answer. A refusal repeated by one account on one route within a minute adds to one row's count
 * (domain/audit.ts). A failed insert is logged (without the entry) and never breaks the request.
 */

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class AuditRecorder {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly app: FastifyInstance) {}

  /** Writes one entry, never throwing (a failure is logged without the entry); resolves when it is written. */
  write(entry: AuditEntry): Promise<void> {
    const job = recordAudit(this.app.db, entry)
      .catch((error: unknown) => {
        this.app.log.warn({ code: (error as { code?: string })?.code, action: entry.action }, 'audit record not written');
      })
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
    return job;
  }

  /** Starts writing one entry without waiting for it (the login route). */
  record(entry: AuditEntry): void {
    void this.write(entry);
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
    /** the call's record is written (by the handler's wrapper) */
    audited: boolean;
    /** the client's address, taken when the call arrived: a client that aborts takes its socket's address with it */
    auditAddress: string;
  }
}

export function installAudit(app: FastifyInstance): void {
  app.decorate('audit', new AuditRecorder(app));
  app.decorateRequest('audited', false);
  app.decorateRequest('auditAddress', '');
  app.addHook('onClose', async () => app.audit.flush());

  app.addHook('onRoute', (route) => {
    // a read sent as a POST (READS) records nothing: it pays for no recording either
    if (!route.url.startsWith('/api/') || READS.has(route.url) || ![route.method].flat().some((m) => STATE_CHANGING.has(m))) return;
    const handler = route.handler;
    const audited: RouteHandlerMethod = async function (this: FastifyInstance, request, reply) {
      const result: unknown = await handler.call(this, request, reply);
      if (result !== undefined && result !== reply && !reply.sent) {
        const entry = entryFor(request, reply.statusCode, result);
        request.audited = true;
        if (entry) await app.audit.write(entry);
      }
      return result;
    };
    route.handler = audited;
    route.onRequest = [...[route.onRequest ?? []].flat(), rememberAddress];
    // what the handler did not record (a refusal, an error): on these routes only, so a read pays nothing for it
    route.onSend = [...[route.onSend ?? []].flat(), recordUnrecorded];
  });

  async function rememberAddress(request: FastifyRequest) {
    request.auditAddress = request.ip;
  }

  async function recordUnrecorded(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (request.audited) return payload;
    const entry = entryFor(request, reply.statusCode, payload);
    request.audited = true;
    if (entry) await app.audit.write(entry);
    return payload;
  }
}
