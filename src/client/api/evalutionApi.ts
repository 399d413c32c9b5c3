import { baseApi } from './baseApi';

// --- lecturer and student journeys: a lecturer's boards (GET /evalution/{userId}/teacher) ---
import type { LecturerBoardRow } from '../../common/dto/marking';

const evalutionLecturerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLecturerBoards: build.query<LecturerBoardRow[], number>({
      query: (userId) => `/evalution/${userId}/teacher`,
      providesTags: (result) => [{ type: 'Board' as const, id: 'LIST' }, ...(result ?? []).map((b) => ({ type: 'Board' as const, id: b.Id }))],
    }),
  }),
});

export const { useGetLecturerBoardsQuery } = evalutionLecturerApi;
