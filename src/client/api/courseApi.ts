import { baseApi } from './baseApi';

// --- lecturer and student journeys: own courses (GET /course/{userId}/student, /course/{userId}/teacher) ---
import type { LecturerCourseRow, StudentCourseRow } from '../../common/dto/marking';

const courseMineApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStudentCourses: build.query<StudentCourseRow[], number>({
      query: (userId) => `/course/${userId}/student`,
      providesTags: (result) => [{ type: 'Course' as const, id: 'LIST' }, ...(result ?? []).map((c) => ({ type: 'Course' as const, id: c.Id }))],
    }),
    getLecturerCourses: build.query<LecturerCourseRow[], number>({
      query: (userId) => `/course/${userId}/teacher`,
      providesTags: (result) => [{ type: 'Course' as const, id: 'LIST' }, ...(result ?? []).map((c) => ({ type: 'Course' as const, id: c.Id }))],
    }),
  }),
});

export const { useGetStudentCoursesQuery, useGetLecturerCoursesQuery } = courseMineApi;

// --- admin console (issue 3): list, add, edit, delete ---
import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { CourseRow } from '../../common/dto/admin';
import type { CourseAddInput } from '../../common/validation/catalog';
import type { Envelope } from './baseApi';
import { envelopeCall, listTags } from './innerStatus';

export type { CourseRow };

export const courseAdapter = createEntityAdapter<CourseRow, number>({ selectId: (c) => c.Id, sortComparer: (a, b) => a.Id - b.Id });
export const courseSelectors = courseAdapter.getSelectors();

const courseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCourses: build.query<EntityState<CourseRow, number>, void>({
      query: () => '/course/getall',
      transformResponse: (rows: CourseRow[]) => courseAdapter.setAll(courseAdapter.getInitialState(), rows),
      providesTags: (result) => listTags('Course', result?.ids),
    }),
    /** GET /course/{semesterId}/{subjectId}: the courses of one semester and subject ({status, data}). */
    getCoursesBySemesterSubject: build.query<CourseRow[], { semesterId: number; subjectId: number }>({
      query: ({ semesterId, subjectId }) => `/course/${semesterId}/${subjectId}`,
      transformResponse: (r: Envelope<CourseRow[]>) => r.data ?? [],
      providesTags: (result) => listTags('Course', result?.map((c) => c.Id)),
    }),
    addCourse: build.mutation<Envelope, CourseAddInput>({
      queryFn: envelopeCall((body: CourseAddInput) => ({ url: '/course/add', method: 'POST', body })),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Course', id: 'LIST' }]),
    }),
    deleteCourse: build.mutation<Envelope, number>({
      queryFn: envelopeCall((id: number) => ({ url: `/course/${id}`, method: 'DELETE' })),
      invalidatesTags: (_r, error, id) => (error ? [] : [{ type: 'Course', id }]),
    }),
  }),
});

export const { useGetCoursesQuery, useGetCoursesBySemesterSubjectQuery, useAddCourseMutation, useDeleteCourseMutation } = courseApi;
export { courseApi };
