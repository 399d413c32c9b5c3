import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { ImportRefusal, ImportResult, LecturerRow } from '../../common/dto/admin';
import type { LecturerAddInput, LecturerEditInput } from '../../common/validation/people';
import { baseApi, type Envelope } from './baseApi';
import { envelopeCall, listTags } from './innerStatus';

export type { LecturerRow };

export const teacherAdapter = createEntityAdapter<LecturerRow, number>({ selectId: (t) => t.Id, sortComparer: (a, b) => a.Id - b.Id });
export const teacherSelectors = teacherAdapter.getSelectors();

/** One row of an import file, as sent to POST /teacher/import. */
export type TeacherImportRow = LecturerAddInput;

const teacherApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeachers: build.query<EntityState<LecturerRow, number>, void>({
      query: () => '/teacher/getall',
      transformResponse: (rows: LecturerRow[]) => teacherAdapter.setAll(teacherAdapter.getInitialState(), rows),
      providesTags: (result) => listTags('Teacher', result?.ids),
    }),
    addTeacher: build.mutation<Envelope, LecturerAddInput>({
      queryFn: envelopeCall((body: LecturerAddInput) => ({ url: '/teacher/add', method: 'POST', body })),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Teacher', id: 'LIST' }]),
    }),
    /** Course rows show the lecturer's name: they change too. */
    editTeacher: build.mutation<Envelope, LecturerEditInput & { id: number }>({
      queryFn: envelopeCall((body: LecturerEditInput & { id: number }) => ({ url: '/teacher/edit', method: 'PUT', body })),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Teacher', id }, { type: 'Course', id: 'LIST' }]),
    }),
    deleteTeacher: build.mutation<Envelope, number>({
      queryFn: envelopeCall((id: number) => ({ url: `/teacher/${id}`, method: 'DELETE' })),
      invalidatesTags: (_r, error, id) => (error ? [] : [{ type: 'Teacher', id }]),
    }),
    /** Beyond the spec: all rows or none; a refusal carries data.errors [{row, field, message}]. */
    importTeachers: build.mutation<Envelope<ImportResult | ImportRefusal>, TeacherImportRow[]>({
      queryFn: envelopeCall((rows: TeacherImportRow[]) => ({ url: '/teacher/import', method: 'POST', body: { rows } })),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Teacher', id: 'LIST' }]),
    }),
  }),
});

export const { useGetTeachersQuery, useAddTeacherMutation, useEditTeacherMutation, useDeleteTeacherMutation, useImportTeachersMutation } = teacherApi;
export { teacherApi };
