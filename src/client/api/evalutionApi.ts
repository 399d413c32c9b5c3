import type { BoardRow } from '../../common/contract/admin';
import type { LecturerBoardRow } from '../../common/contract/marking';
import type { BoardAddInput, BoardEditInput } from '../../common/validation/board';

/** `force`: save anyway despite schedule conflicts (features/schedule/SaveAnyway.tsx). */
type Forced = { force?: boolean };
import { baseApi } from './baseApi';
import { crudEndpoints } from './crud';
import { showsTags } from './tags';

export type { BoardRow };

/** Evaluation boards (the spec's path is spelled /evalution); a row shows its semester, subject and template. */
const crud = crudEndpoints<BoardRow, BoardAddInput & Forced, BoardEditInput & Forced>({ type: 'Board', path: '/evalution', alsoShows: ['Semester', 'Subject', 'Template'] });
export const boardAdapter = crud.adapter;
export const boardSelectors = crud.selectors;

export const evalutionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBoards: crud.list(build),
    /** Success is inner status 201 (spec section 9). */
    addBoard: crud.add(build),
    editBoard: crud.edit(build),
    deleteBoard: crud.remove(build),
    /** GET /evalution/{userId}/teacher: the boards a lecturer sits on. */
    getLecturerBoards: build.query<LecturerBoardRow[], number>({
      query: (userId) => `/evalution/${userId}/teacher`,
      providesTags: (result) => showsTags(['Board', 'Semester', 'Subject', 'LectureInBoard'], { type: 'Board', ids: result?.map((b) => b.Id) }),
    }),
  }),
});

export const { useGetBoardsQuery, useAddBoardMutation, useDeleteBoardMutation, useEditBoardMutation, useGetLecturerBoardsQuery } = evalutionApi;
