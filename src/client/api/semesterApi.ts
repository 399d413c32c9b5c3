import type { SemesterRow } from '../../common/contract/admin';
import type { SemesterAddInput } from '../../common/validation/catalog';
import { baseApi } from './baseApi';
import { crudEndpoints } from './crud';

export type { SemesterRow };

/** Semesters (sorted newest first). */
const crud = crudEndpoints<SemesterRow, SemesterAddInput, SemesterAddInput>({
  path: '/semester',
  sortComparer: (a, b) => b.StartTime.localeCompare(a.StartTime),
});

export const semesterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ...crud.calls(build, 'Semester', 'Semesters'),
  }),
});

/** The getSemesters list's rows, read from the store (memoised; bound once). */
export const semesterSelectors = crud.bind(semesterApi.endpoints.getSemesters.select());

/** The admin list's query, delete and rows. */
export const semesterScreen = crud.screen(semesterApi.endpoints.getSemesters, semesterApi.endpoints.deleteSemester, semesterSelectors, { kind: 'semester', noun: 'semester' });

export const { useGetSemestersQuery, useAddSemesterMutation, useDeleteSemesterMutation, useEditSemesterMutation } = semesterApi;
