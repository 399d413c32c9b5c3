import { baseApi, type Envelope } from './baseApi';
import { envelopeCall } from './innerStatus';
import { changedTags } from './tags';

/** Lecturers on boards (POST /lectureinboard/add, DELETE /lectureinboard/{id}); refused once the board is terminated. */
export const lectureInBoardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addLecturerToBoard: build.mutation<Envelope, { teacherId: number; boardId: number; force?: boolean }>({
      queryFn: envelopeCall((body: { teacherId: number; boardId: number; force?: boolean }) => ({ url: '/lectureinboard/add', method: 'POST', body })),
      invalidatesTags: (_r, error, { boardId }) => changedTags(error, ['LectureInBoard'], [{ type: 'Board', id: boardId }]),
    }),
    removeLecturerFromBoard: build.mutation<Envelope, { lectureInBoardId: number; boardId: number }>({
      queryFn: envelopeCall(({ lectureInBoardId }: { lectureInBoardId: number; boardId: number }) => ({
        url: `/lectureinboard/${lectureInBoardId}`,
        method: 'DELETE',
      })),
      invalidatesTags: (_r, error, { boardId, lectureInBoardId }) =>
        changedTags(error, ['LectureInBoard'], [{ type: 'Board', id: boardId }, { type: 'LectureInBoard', id: lectureInBoardId }]),
    }),
  }),
});

export const { useAddLecturerToBoardMutation, useRemoveLecturerFromBoardMutation } = lectureInBoardApi;
