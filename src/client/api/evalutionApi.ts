import type { BoardRow } from '../../common/contract/admin';
import type { LecturerBoardRow } from '../../common/contract/marking';
import type { BoardAddInput, BoardEditInput } from '../../common/validation/board';

/** `force`: save anyway despite schedule conflicts (features/schedule/SaveAnyway.tsx). */
type Forced = { force?: boolean };
import { baseApi } from './baseApi';
import { provides } from './tagRules';
import { crudEndpoints } from './crud';

export type { BoardRow };

/** Evaluation boards (the spec's path is spelled /evalution); a row shows its semester, subject and template. */
const crud = crudEndpoints<BoardRow, BoardAddInput & Forced, BoardEditInput & Forced>({ path: '/evalution' });

export const evalutionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBoards: crud.list(build, 'getBoards'),
    /** Success is inner status 201 (spec section 9). */
    addBoard: crud.add(build, 'addBoard'),
    editBoard: crud.edit(build, 'editBoard'),
    deleteBoard: crud.remove(build, 'deleteBoard'),
    /** GET /evalution/{userId}/teacher: the boards a lecturer sits on. */
    getLecturerBoards: build.query<LecturerBoardRow[], number>({
      query: (userId) => `/evalution/${userId}/teacher`,
      providesTags: provides('getLecturerBoards'),
    }),
  }),
});

/** The getBoards list's rows, read from the store (memoised; bound once). */
export const boardSelectors = crud.bind(evalutionApi.endpoints.getBoards.select());

export const { useGetBoardsQuery, useAddBoardMutation, useDeleteBoardMutation, useEditBoardMutation, useGetLecturerBoardsQuery } = evalutionApi;
