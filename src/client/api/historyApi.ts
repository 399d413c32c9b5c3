import type { ScoreHistoryRow } from '../../common/contract/history';
import { baseApi, type Envelope } from './baseApi';
import { provides } from './tagRules';

export type { ScoreHistoryRow };

/** The change history of a project's scores (GET /history/project/{projectId}); every saved mark adds rows. */
export const historyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProjectHistory: build.query<ScoreHistoryRow[], number>({
      query: (projectId) => `/history/project/${projectId}`,
      transformResponse: (envelope: Envelope<ScoreHistoryRow[]>) => envelope.data ?? [],
      providesTags: provides('getProjectHistory'),
    }),
  }),
});

export const { useGetProjectHistoryQuery } = historyApi;
