import type { SubjectRow } from '../../common/contract/admin';
import type { SubjectAddInput } from '../../common/validation/catalog';
import { baseApi } from './baseApi';
import { crudEndpoints } from './crud';

export type { SubjectRow };

const crud = crudEndpoints<SubjectRow, SubjectAddInput, SubjectAddInput>({ path: '/subject' });

export const subjectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSubjects: crud.list(build, 'getSubjects'),
    addSubject: crud.add(build, 'addSubject'),
    editSubject: crud.edit(build, 'editSubject'),
    deleteSubject: crud.remove(build, 'deleteSubject'),
  }),
});

/** The getSubjects list's rows, read from the store (memoised; bound once). */
export const subjectSelectors = crud.bind(subjectApi.endpoints.getSubjects.select());

export const { useGetSubjectsQuery, useAddSubjectMutation, useDeleteSubjectMutation, useEditSubjectMutation } = subjectApi;
