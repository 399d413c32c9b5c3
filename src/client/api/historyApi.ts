import { baseApi, type Envelope } from './baseApi';

/** One recorded score write (GET /history/project/{projectId}, admin only), newest first. */
export interface ScoreHistoryRow {
  Id: number;
  StudentCode: string;
  StudentName: string;
  ColumnName: string;
  LecturerName: string;
  /** null for the first write of a cell */
  OldScore: number | null;
  NewScore: number;
  /** username of the account that wrote it */
  ChangedBy: string;
  ChangedAt: string;
}

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
