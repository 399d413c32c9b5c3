import type { AuditPage, AuditQuery, AuditRow } from '../../common/contract/audit';
import { baseApi, type Envelope } from './baseApi';

export type { AuditPage, AuditQuery, AuditRow };

/** The query string of GET /audit: only the filled-in fields. */
export function auditSearch(query: AuditQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The audit log (GET /audit, admin), one page per call, filtered on the server. Every write of the
 * app adds rows, so no tag can keep it current: it is fetched afresh whenever the section opens or the filter or
 * page changes (nothing cached is kept once the section closes).
 */
export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<AuditPage, AuditQuery>({
      query: (query) => `/audit${auditSearch(query)}`,
      transformResponse: (envelope: Envelope<AuditPage>) => envelope.data ?? { rows: [], total: 0 },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAuditLogQuery } = auditApi;
