import type { CourseRow } from '../../common/contract/admin';
import type { LecturerCourseRow, StudentCourseRow } from '../../common/contract/marking';
import type { CourseAddInput, CourseEditInput } from '../../common/validation/catalog';
import { baseApi, type Envelope } from './baseApi';
import { crudEndpoints } from './crud';
import { showsTags } from './tags';

export type { CourseRow };

/** A course row shows its subject, semester and lecturer names. */
const crud = crudEndpoints<CourseRow, CourseAddInput, CourseEditInput>({ type: 'Course', path: '/course', alsoShows: ['Subject', 'Semester', 'Teacher'] });
export const courseAdapter = crud.adapter;
export const courseSelectors = crud.selectors;

/** Courses: the admin console's list, add and delete; a semester and subject's courses; a student's and a lecturer's own. */
export const courseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCourses: crud.list(build),
    addCourse: crud.add(build),
    editCourse: crud.edit(build),
    deleteCourse: crud.remove(build),
    /** GET /course/{semesterId}/{subjectId}: the courses of one semester and subject ({status, data}). */
    getCoursesBySemesterSubject: build.query<CourseRow[], { semesterId: number; subjectId: number }>({
      query: ({ semesterId, subjectId }) => `/course/${semesterId}/${subjectId}`,
      transformResponse: (r: Envelope<CourseRow[]>) => r.data ?? [],
      providesTags: (result) => showsTags(['Course', 'Subject', 'Semester', 'Teacher'], { type: 'Course', ids: result?.map((c) => c.Id) }),
    }),
    /** GET /course/{userId}/student: the courses a student is in. */
    getStudentCourses: build.query<StudentCourseRow[], number>({
      query: (userId) => `/course/${userId}/student`,
      providesTags: (result) => showsTags(['Course', 'Subject', 'Semester', 'StudentInCourse'], { type: 'Course', ids: result?.map((c) => c.Id) }),
    }),
    /** GET /course/{userId}/teacher: the courses a lecturer teaches. */
    getLecturerCourses: build.query<LecturerCourseRow[], number>({
      query: (userId) => `/course/${userId}/teacher`,
      providesTags: (result) => showsTags(['Course', 'Subject', 'Semester'], { type: 'Course', ids: result?.map((c) => c.Id) }),
    }),
  }),
});

export const {
  useEditCourseMutation,
  useGetCoursesQuery,
  useAddCourseMutation,
  useDeleteCourseMutation,
  useGetCoursesBySemesterSubjectQuery,
  useGetStudentCoursesQuery,
  useGetLecturerCoursesQuery,
} = courseApi;
