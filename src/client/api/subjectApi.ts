import type { SubjectRow } from '../../common/contract/admin';
import type { SubjectAddInput } from '../../common/validation/catalog';
import { baseApi } from './baseApi';
import { crudEndpoints } from './crud';

export type { SubjectRow };

const crud = crudEndpoints<SubjectRow, SubjectAddInput, SubjectAddInput>({ path: '/subject' });

export const subjectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ...crud.calls(build, 'Subject', 'Subjects'),
  }),
});

/** The getSubjects list's rows, read from the store (memoised; bound once). */
export const subjectSelectors = crud.bind(subjectApi.endpoints.getSubjects.select());

/** The admin list's query, delete and rows. */
export const subjectScreen = crud.screen(subjectApi.endpoints.getSubjects, subjectApi.endpoints.deleteSubject, subjectSelectors, { kind: 'subject', noun: 'subject' });

export const { useGetSubjectsQuery, useAddSubjectMutation, useDeleteSubjectMutation, useEditSubjectMutation } = subjectApi;
