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

// --- admin console (issue 3): list, add, edit, delete ---
import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { BoardRow } from '../../common/dto/admin';
import type { BoardAddInput } from '../../common/validation/board';
import type { Envelope } from './baseApi';
import { envelopeCall, listTags } from './innerStatus';

export type { BoardRow };

/** Evaluation boards (the spec's path is spelled /evalution). */
export const boardAdapter = createEntityAdapter<BoardRow, number>({ selectId: (b) => b.Id, sortComparer: (a, b) => a.Id - b.Id });
export const boardSelectors = boardAdapter.getSelectors();

const evalutionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBoards: build.query<EntityState<BoardRow, number>, void>({
      query: () => '/evalution/getall',
      transformResponse: (rows: BoardRow[]) => boardAdapter.setAll(boardAdapter.getInitialState(), rows),
      providesTags: (result) => listTags('Board', result?.ids),
    }),
    /** Success is inner status 201 (spec section 9). The template's BoardCount changes too. */
    addBoard: build.mutation<Envelope, BoardAddInput>({
      queryFn: envelopeCall((body: BoardAddInput) => ({ url: '/evalution/add', method: 'POST', body })),
      invalidatesTags: (_r, error, { templateId }) => (error ? [] : [{ type: 'Board', id: 'LIST' }, { type: 'Template', id: templateId }]),
    }),
    deleteBoard: build.mutation<Envelope, { id: number; templateId?: number }>({
      queryFn: envelopeCall(({ id }: { id: number }) => ({ url: `/evalution/${id}`, method: 'DELETE' })),
      invalidatesTags: (_r, error, { id, templateId }) =>
        error ? [] : [{ type: 'Board', id }, ...(templateId ? [{ type: 'Template' as const, id: templateId }] : [])],
    }),
  }),
});

export const { useGetBoardsQuery, useAddBoardMutation, useDeleteBoardMutation } = evalutionApi;
export { evalutionApi };
