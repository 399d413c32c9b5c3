import { baseApi, type Envelope } from './baseApi';
import { invalidates } from './tagRules';
import { envelopeCall } from './innerStatus';

/** Lecturers on boards (POST /lectureinboard/add, DELETE /lectureinboard/{id}); refused once the board is terminated. */
export const lectureInBoardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addLecturerToBoard: build.mutation<Envelope, { teacherId: number; boardId: number; force?: boolean }>({
      queryFn: envelopeCall((body: { teacherId: number; boardId: number; force?: boolean }) => ({ url: '/lectureinboard/add', method: 'POST', body })),
      invalidatesTags: invalidates('addLecturerToBoard'),
    }),
    removeLecturerFromBoard: build.mutation<Envelope, { lectureInBoardId: number; boardId: number }>({
      queryFn: envelopeCall(({ lectureInBoardId }: { lectureInBoardId: number; boardId: number }) => ({
        url: `/lectureinboard/${lectureInBoardId}`,
        method: 'DELETE',
      })),
      invalidatesTags: invalidates('removeLecturerFromBoard'),
    }),
  }),
});

export const { useAddLecturerToBoardMutation, useRemoveLecturerFromBoardMutation } = lectureInBoardApi;
