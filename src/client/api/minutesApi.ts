import type { BoardLecturer, BoardMinutesView, MinutesInput, MinutesRecord } from '../../common/contract/words';
import { baseApi, type Envelope } from './baseApi';
import { invalidates, provides } from './tagRules';
import { envelopeCall } from './innerStatus';

/**
 * The board's minutes and comments: GET /board/{boardId}/minutes (its lecturers, admins), PUT /board/{boardId}/minutes
 * (its chair or secretary), PUT /board/{boardId}/role (admin).
 */
export const minutesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBoardMinutes: build.query<BoardMinutesView, number>({
      query: (boardId) => `/board/${boardId}/minutes`,
      transformResponse: (r: Envelope<BoardMinutesView>) => r.data as BoardMinutesView,
      providesTags: provides('getBoardMinutes'),
    }),
    saveMinutes: build.mutation<Envelope<MinutesRecord>, MinutesInput & { boardId: number }>({
      queryFn: envelopeCall(({ boardId, ...body }: MinutesInput & { boardId: number }) => ({ url: `/board/${boardId}/minutes`, method: 'PUT', body })),
      // the minutes are shown by the board's page only
      invalidatesTags: invalidates('saveMinutes'),
    }),
    setBoardRole: build.mutation<Envelope<BoardLecturer[]>, { boardId: number; lectureInBoardId: number; role: BoardLecturer['Role'] }>({
      queryFn: envelopeCall(({ boardId, lectureInBoardId, role }: { boardId: number; lectureInBoardId: number; role: string }) => ({
        url: `/board/${boardId}/role`,
        method: 'PUT',
        body: { lectureInBoardId, role },
      })),
      invalidatesTags: invalidates('setBoardRole'),
    }),
  }),
});

export const { useGetBoardMinutesQuery, useSaveMinutesMutation, useSetBoardRoleMutation } = minutesApi;
