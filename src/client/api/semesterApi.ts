import type { SemesterRow } from '../../common/contract/admin';
import type { SemesterAddInput } from '../../common/validation/catalog';
import { baseApi } from './baseApi';
import { crudEndpoints } from './crud';

export type { SemesterRow };

/** Semesters (sorted newest first). */
const crud = crudEndpoints<SemesterRow, SemesterAddInput, SemesterAddInput>({
  type: 'Semester',
  path: '/semester',
  sortComparer: (a, b) => b.StartTime.localeCompare(a.StartTime),
});
export const semesterAdapter = crud.adapter;
export const semesterSelectors = crud.selectors;

export const semesterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSemesters: crud.list(build),
    addSemester: crud.add(build),
    editSemester: crud.edit(build),
    deleteSemester: crud.remove(build),
  }),
});

export const { useGetSemestersQuery, useAddSemesterMutation, useDeleteSemesterMutation, useEditSemesterMutation } = semesterApi;
