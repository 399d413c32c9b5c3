import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { SemesterAddInput } from '../../common/validation/catalog';
import { baseApi, type Envelope } from './baseApi';
import { envelopeCall } from './innerStatus';

export interface SemesterRow {
  Id: number;
  Year: number;
  Session: string;
  StartTime: string;
  EndTime: string;
}

/** Semesters are kept normalized (sorted newest first) and read as a list with selectAll. */
export const semesterAdapter = createEntityAdapter<SemesterRow, number>({
  selectId: (s) => s.Id,
  sortComparer: (a, b) => b.StartTime.localeCompare(a.StartTime),
});

export const semesterSelectors = semesterAdapter.getSelectors();

const semesterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSemesters: build.query<EntityState<SemesterRow, number>, void>({
      query: () => '/semester/getall',
      transformResponse: (rows: SemesterRow[]) => semesterAdapter.setAll(semesterAdapter.getInitialState(), rows),
      providesTags: (result) => [
        { type: 'Semester' as const, id: 'LIST' },
        ...(result?.ids ?? []).map((id) => ({ type: 'Semester' as const, id })),
      ],
    }),
    addSemester: build.mutation<Envelope, SemesterAddInput>({
      queryFn: envelopeCall((body: SemesterAddInput) => ({ url: '/semester/add', method: 'POST', body })),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Semester', id: 'LIST' }]),
    }),
    deleteSemester: build.mutation<Envelope, number>({
      queryFn: envelopeCall((id: number) => ({ url: `/semester/${id}`, method: 'DELETE' })),
      invalidatesTags: (_r, error, id) => (error ? [] : [{ type: 'Semester', id }]),
    }),
  }),
});

export const { useGetSemestersQuery, useAddSemesterMutation, useDeleteSemesterMutation } = semesterApi;
export { semesterApi };
