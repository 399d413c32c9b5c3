import type { ScoreHistoryRow } from '../../common/dto/history';
import { baseApi, type Envelope } from './baseApi';

export type { ScoreHistoryRow };


const historyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProjectHistory: build.query<ScoreHistoryRow[], number>({
      query: (projectId) => `/history/project/${projectId}`,
      transformResponse: (envelope: Envelope<ScoreHistoryRow[]>) => envelope.data ?? [],
      // score writes invalidate { type: 'History', id: projectId } (or the LIST tag)
      providesTags: (_result, _error, projectId) => [
        { type: 'History' as const, id: 'LIST' },
        { type: 'History' as const, id: projectId },
      ],
    }),
  }),
});

export const { useGetProjectHistoryQuery } = historyApi;
export { historyApi };
