import type { CourseRow } from '../../common/contract/admin';
import type { LecturerCourseRow, StudentCourseRow } from '../../common/contract/marking';
import type { CourseAddInput, CourseEditInput } from '../../common/validation/catalog';
import { baseApi, type Envelope } from './baseApi';
import { provides } from './tagRules';
import { crudEndpoints } from './crud';

export type { CourseRow };

/** A course row shows its subject, semester and lecturer names. */
const crud = crudEndpoints<CourseRow, CourseAddInput, CourseEditInput>({ path: '/course' });

/** Courses: the admin console's list, add and delete; a semester and subject's courses; a student's and a lecturer's own. */
export const courseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ...crud.calls(build, 'Course', 'Courses'),
    /** GET /course/{semesterId}/{subjectId}: the courses of one semester and subject ({status, data}). */
    getCoursesBySemesterSubject: build.query<CourseRow[], { semesterId: number; subjectId: number }>({
      query: ({ semesterId, subjectId }) => `/course/${semesterId}/${subjectId}`,
      transformResponse: (r: Envelope<CourseRow[]>) => r.data ?? [],
      providesTags: provides('getCoursesBySemesterSubject'),
    }),
    /** GET /course/{userId}/student: the courses a student is in. */
    getStudentCourses: build.query<StudentCourseRow[], number>({
      query: (userId) => `/course/${userId}/student`,
      providesTags: provides('getStudentCourses'),
    }),
    /** GET /course/{userId}/teacher: the courses a lecturer teaches. */
    getLecturerCourses: build.query<LecturerCourseRow[], number>({
      query: (userId) => `/course/${userId}/teacher`,
      providesTags: provides('getLecturerCourses'),
    }),
  }),
});

/** The getCourses list's rows, read from the store (memoised; bound once). */
export const courseSelectors = crud.bind(courseApi.endpoints.getCourses.select());

/** The admin list's query, delete and rows. */
export const courseScreen = crud.screen(courseApi.endpoints.getCourses, courseApi.endpoints.deleteCourse, courseSelectors, { kind: 'course', noun: 'course' });

export const {
  useEditCourseMutation,
  useGetCoursesQuery,
  useAddCourseMutation,
  useDeleteCourseMutation,
  useGetCoursesBySemesterSubjectQuery,
  useGetStudentCoursesQuery,
  useGetLecturerCoursesQuery,
} = courseApi;
