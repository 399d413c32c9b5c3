import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { ImportRefusal, ImportResult, StudentRow } from '../../common/dto/admin';
import type { StudentAddInput, StudentEditInput } from '../../common/validation/people';
import { baseApi, type Envelope } from './baseApi';
import { envelopeCall, listTags } from './innerStatus';

export type { StudentRow };

export const studentAdapter = createEntityAdapter<StudentRow, number>({ selectId: (s) => s.Id, sortComparer: (a, b) => a.Code.localeCompare(b.Code) });
export const studentSelectors = studentAdapter.getSelectors();

/** One row of an import file, as sent to POST /student/import. */
export type StudentImportRow = StudentAddInput;

const studentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStudents: build.query<EntityState<StudentRow, number>, void>({
      query: () => '/student/getall',
      transformResponse: (rows: StudentRow[]) => studentAdapter.setAll(studentAdapter.getInitialState(), rows),
      providesTags: (result) => listTags('Student', result?.ids),
    }),
    addStudent: build.mutation<Envelope, StudentAddInput>({
      queryFn: envelopeCall((body: StudentAddInput) => ({ url: '/student/add', method: 'POST', body })),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Student', id: 'LIST' }]),
    }),
    editStudent: build.mutation<Envelope, StudentEditInput & { id: number }>({
      queryFn: envelopeCall((body: StudentEditInput & { id: number }) => ({ url: '/student/edit', method: 'PUT', body })),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Student', id }]),
    }),
    deleteStudent: build.mutation<Envelope, number>({
      queryFn: envelopeCall((id: number) => ({ url: `/student/${id}`, method: 'DELETE' })),
      invalidatesTags: (_r, error, id) => (error ? [] : [{ type: 'Student', id }]),
    }),
    /** Beyond the spec: all rows or none; a refusal carries data.errors [{row, field, message}]. */
    importStudents: build.mutation<Envelope<ImportResult | ImportRefusal>, StudentImportRow[]>({
      queryFn: envelopeCall((rows: StudentImportRow[]) => ({ url: '/student/import', method: 'POST', body: { rows } })),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Student', id: 'LIST' }]),
    }),
  }),
});

export const { useGetStudentsQuery, useAddStudentMutation, useEditStudentMutation, useDeleteStudentMutation, useImportStudentsMutation } = studentApi;
export { studentApi };
