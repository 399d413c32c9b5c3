import type { BulkOutcome } from '../../common/dto/admin';
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
    /** POST /studentincourse/bulk-add {course, students}: all or none; a refusal lists data.refused [{id, reason}]. */
    enrolStudentsInCourse: build.mutation<Envelope<BulkOutcome>, { course: number; students: number[] }>({
      queryFn: envelopeCall((body: { course: number; students: number[] }) => ({ url: '/studentincourse/bulk-add', method: 'POST', body })),
      invalidatesTags: (_r, error, { course }) => changedTags(error, ['StudentInCourse'], [{ type: 'Course', id: course }]),
    }),
  }),
});

export const { useAddStudentToCourseMutation, useEnrolStudentsInCourseMutation } = studentInCourseApi;
