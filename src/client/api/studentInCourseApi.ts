import type { BulkOutcome, StudentFilter } from '../../common/contract/admin';
import { baseApi, type Envelope } from './baseApi';
import { envelopeCall } from './innerStatus';
import { changedTags } from './tags';

/** Students enrolled in courses (POST /studentincourse/add). */
export const studentInCourseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addStudentToCourse: build.mutation<Envelope, { course: number; student: number }>({
      queryFn: envelopeCall((body: { course: number; student: number }) => ({ url: '/studentincourse/add', method: 'POST', body })),
      invalidatesTags: (_r, error, { course }) => changedTags(error, ['StudentInCourse'], [{ type: 'Course', id: course }]),
    }),
    /** POST /studentincourse/bulk-add {course, students | filter}: those that can be; data.refused lists the rest [{id, code, name, reason}]. */
    enrolStudentsInCourse: build.mutation<Envelope<BulkOutcome>, { course: number; students?: number[]; filter?: StudentFilter }>({
      queryFn: envelopeCall((body: { course: number; students?: number[]; filter?: StudentFilter }) => ({ url: '/studentincourse/bulk-add', method: 'POST', body })),
      invalidatesTags: (_r, error, { course }) => changedTags(error, ['StudentInCourse'], [{ type: 'Course', id: course }]),
    }),
  }),
});

export const { useAddStudentToCourseMutation, useEnrolStudentsInCourseMutation } = studentInCourseApi;
