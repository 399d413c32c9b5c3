import type { BlockedRow, Dependents } from '../../common/contract/admin';
import { baseApi, type Envelope } from './baseApi';
import { provides } from './tagRules';

export type DependentKind = 'semester' | 'subject' | 'course' | 'project' | 'board' | 'template' | 'student' | 'lecturer';

/** GET /dependents/{kind}/{id}: why deleting the row would be refused (reason null: it would go through). */
export const dependentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDependents: build.query<Dependents, { kind: DependentKind; id: number }>({
      query: ({ kind, id }) => `/dependents/${kind}/${id}`,
      transformResponse: (answer: Envelope<Dependents>) => answer.data ?? { reason: null, dependents: [] },
      providesTags: provides('getDependents'),
    }),
    /** GET /dependents/{kind}: the rows of a kind others depend on, id -> the refusal their delete would get */
    getBlockedRows: build.query<Record<number, Omit<BlockedRow, 'Id'>>, DependentKind>({
      query: (kind) => `/dependents/${kind}`,
      transformResponse: (answer: Envelope<BlockedRow[]>) => Object.fromEntries((answer.data ?? []).map(({ Id, ...refusal }) => [Id, refusal])),
      providesTags: provides('getBlockedRows'),
    }),
  }),
});

export const { useGetDependentsQuery, useGetBlockedRowsQuery } = dependentsApi;
