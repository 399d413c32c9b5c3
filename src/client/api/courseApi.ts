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
