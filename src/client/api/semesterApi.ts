import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';

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
  }),
});

export const { useGetSemestersQuery } = semesterApi;
export { semesterApi };
