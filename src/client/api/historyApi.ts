import type { ScoreHistoryRow } from '../../common/contract/history';
import { baseApi, type Envelope } from './baseApi';
import { showsTags } from './tags';

export type { ScoreHistoryRow };

/** The change history of a project's scores (GET /history/project/{projectId}); every saved mark adds rows. */
export const historyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProjectHistory: build.query<ScoreHistoryRow[], number>({
      query: (projectId) => `/history/project/${projectId}`,
      transformResponse: (envelope: Envelope<ScoreHistoryRow[]>) => envelope.data ?? [],
      providesTags: (_result, _error, projectId) => [
        { type: 'History', id: projectId },
        ...showsTags(['History', 'Score', 'Student', 'ScoreColumn', 'Teacher']),
      ],
    }),
  }),
});

export const { useGetProjectHistoryQuery } = historyApi;
