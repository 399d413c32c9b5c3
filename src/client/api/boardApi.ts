import type { BoardDisagreements } from '../../common/contract/disagreement';
import { baseApi, type Envelope } from './baseApi';
import { invalidates, provides } from './tagRules';
import { envelopeCall } from './innerStatus';

/**
 * Disagreements between a board's lecturers: GET /board/{boardId}/disagreements (admin and the
 * board's lecturers) and PUT /board/{boardId}/threshold (admin).
 */
export const boardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBoardDisagreements: build.query<BoardDisagreements, number>({
      query: (boardId) => `/board/${boardId}/disagreements`,
      transformResponse: (r: Envelope<BoardDisagreements>) => r.data as BoardDisagreements,
      providesTags: provides('getBoardDisagreements'),
    }),
    setBoardThreshold: build.mutation<Envelope, { boardId: number; threshold: number }>({
      queryFn: envelopeCall(({ boardId, threshold }: { boardId: number; threshold: number }) => ({
        url: `/board/${boardId}/threshold`,
        method: 'PUT',
        body: { threshold },
      })),
      invalidatesTags: invalidates('setBoardThreshold'),
    }),
  }),
});

export const { useGetBoardDisagreementsQuery, useSetBoardThresholdMutation } = boardApi;
