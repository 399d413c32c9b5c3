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
    // addBoard's success is inner status 201 (spec section 9)
    ...crud.calls(build, 'Board', 'Boards'),
    /** GET /evalution/{userId}/teacher: the boards a lecturer sits on. */
    getLecturerBoards: build.query<LecturerBoardRow[], number>({
      query: (userId) => `/evalution/${userId}/teacher`,
      providesTags: provides('getLecturerBoards'),
    }),
  }),
});

/** The getBoards list's rows, read from the store (memoised; bound once). */
export const boardSelectors = crud.bind(evalutionApi.endpoints.getBoards.select());

/** The admin list's query, delete and rows. */
export const boardScreen = crud.screen(evalutionApi.endpoints.getBoards, evalutionApi.endpoints.deleteBoard, boardSelectors, { kind: 'board', noun: 'evaluation board' });

export const { useGetBoardsQuery, useAddBoardMutation, useDeleteBoardMutation, useEditBoardMutation, useGetLecturerBoardsQuery } = evalutionApi;
