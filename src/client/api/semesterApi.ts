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
    getSemesters: crud.list(build, 'getSemesters'),
    addSemester: crud.add(build, 'addSemester'),
    editSemester: crud.edit(build, 'editSemester'),
    deleteSemester: crud.remove(build, 'deleteSemester'),
  }),
});

/** The getSemesters list's rows, read from the store (memoised; bound once). */
export const semesterSelectors = crud.bind(semesterApi.endpoints.getSemesters.select());

export const { useGetSemestersQuery, useAddSemesterMutation, useDeleteSemesterMutation, useEditSemesterMutation } = semesterApi;
