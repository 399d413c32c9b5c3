import type { SubjectRow } from '../../common/contract/admin';
import type { SubjectAddInput } from '../../common/validation/catalog';
import { baseApi } from './baseApi';
import { crudEndpoints } from './crud';

export type { SubjectRow };

const crud = crudEndpoints<SubjectRow, SubjectAddInput, SubjectAddInput>({ type: 'Subject', path: '/subject' });
export const subjectAdapter = crud.adapter;
export const subjectSelectors = crud.selectors;

export const subjectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSubjects: crud.list(build),
    addSubject: crud.add(build),
    editSubject: crud.edit(build),
    deleteSubject: crud.remove(build),
  }),
});

export const { useGetSubjectsQuery, useAddSubjectMutation, useDeleteSubjectMutation, useEditSubjectMutation } = subjectApi;
