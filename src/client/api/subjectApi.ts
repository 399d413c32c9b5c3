import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { SubjectRow } from '../../common/dto/admin';
import type { SubjectAddInput } from '../../common/validation/catalog';
import { baseApi, type Envelope } from './baseApi';
import { envelopeCall, listTags } from './innerStatus';

export type { SubjectRow };

export const subjectAdapter = createEntityAdapter<SubjectRow, number>({ selectId: (s) => s.Id, sortComparer: (a, b) => a.Id - b.Id });
export const subjectSelectors = subjectAdapter.getSelectors();

const subjectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSubjects: build.query<EntityState<SubjectRow, number>, void>({
      query: () => '/subject/getall',
      transformResponse: (rows: SubjectRow[]) => subjectAdapter.setAll(subjectAdapter.getInitialState(), rows),
      providesTags: (result) => listTags('Subject', result?.ids),
    }),
    addSubject: build.mutation<Envelope, SubjectAddInput>({
      queryFn: envelopeCall((body: SubjectAddInput) => ({ url: '/subject/add', method: 'POST', body })),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Subject', id: 'LIST' }]),
    }),
    deleteSubject: build.mutation<Envelope, number>({
      queryFn: envelopeCall((id: number) => ({ url: `/subject/${id}`, method: 'DELETE' })),
      invalidatesTags: (_r, error, id) => (error ? [] : [{ type: 'Subject', id }]),
    }),
  }),
});

export const { useGetSubjectsQuery, useAddSubjectMutation, useDeleteSubjectMutation } = subjectApi;
export { subjectApi };
