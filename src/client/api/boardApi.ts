import type { BoardDisagreements } from '../../common/contract/disagreement';
import { baseApi, type Envelope } from './baseApi';
import { envelopeCall } from './innerStatus';
import { changedTags, showsTags } from './tags';

/**
 * Disagreements between a board's lecturers: GET /board/{boardId}/disagreements (admin and the
 * board's lecturers) and PUT /board/{boardId}/threshold (admin).
 */
export const boardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBoardDisagreements: build.query<BoardDisagreements, number>({
      query: (boardId) => `/board/${boardId}/disagreements`,
      transformResponse: (r: Envelope<BoardDisagreements>) => r.data as BoardDisagreements,
      providesTags: (_r, _e, boardId) => [
        { type: 'Board', id: boardId },
        ...showsTags(['Board', 'Score', 'ScoreColumn', 'Teacher', 'LectureInBoard', 'Project', 'ProjectInBoard', 'Student', 'StudentInProject', 'Published']),
      ],
    }),
    setBoardThreshold: build.mutation<Envelope, { boardId: number; threshold: number }>({
      queryFn: envelopeCall(({ boardId, threshold }: { boardId: number; threshold: number }) => ({
        url: `/board/${boardId}/threshold`,
        method: 'PUT',
        body: { threshold },
      })),
      invalidatesTags: (_r, error, { boardId }) => changedTags(error, ['Board'], [{ type: 'Board', id: boardId }]),
    }),
  }),
});

export const { useGetBoardDisagreementsQuery, useSetBoardThresholdMutation } = boardApi;
