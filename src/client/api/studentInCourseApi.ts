import type { BulkOutcome, StudentFilter } from '../../common/contract/admin';
import { baseApi, type Envelope } from './baseApi';
import { invalidates } from './tagRules';
import { envelopeCall } from './innerStatus';

/** Students enrolled in courses (POST /studentincourse/add). */
export const studentInCourseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addStudentToCourse: build.mutation<Envelope, { course: number; student: number }>({
      queryFn: envelopeCall((body: { course: number; student: number }) => ({ url: '/studentincourse/add', method: 'POST', body })),
      invalidatesTags: invalidates('addStudentToCourse'),
    }),
    /** POST /studentincourse/bulk-add {course, students | filter}: those that can be; data.refused lists the rest [{id, code, name, reason}]. */
    enrolStudentsInCourse: build.mutation<Envelope<BulkOutcome>, { course: number; students?: number[]; filter?: StudentFilter }>({
      queryFn: envelopeCall((body: { course: number; students?: number[]; filter?: StudentFilter }) => ({ url: '/studentincourse/bulk-add', method: 'POST', body })),
      invalidatesTags: invalidates('enrolStudentsInCourse'),
    }),
  }),
});

export const { useAddStudentToCourseMutation, useEnrolStudentsInCourseMutation } = studentInCourseApi;
