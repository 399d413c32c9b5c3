import type { BulkOutcome, StudentFilter } from '../../common/contract/admin';
import { baseApi, type Envelope } from './baseApi';
import { invalidates } from './tagRules';
import { envelopeCall } from './innerStatus';

/** Students in projects (POST /studentinproject/add, DELETE /studentinproject/{id}/remove); refused once graded. */
export const studentInProjectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addStudentToProject: build.mutation<Envelope, { student: number; project: number }>({
      queryFn: envelopeCall((body: { student: number; project: number }) => ({ url: '/studentinproject/add', method: 'POST', body })),
      invalidatesTags: invalidates('addStudentToProject'),
    }),
    /** POST /studentinproject/bulk-add {project, students | filter}: those that can be; data.refused lists the rest [{id, code, name, reason}]. */
    addStudentsToProject: build.mutation<Envelope<BulkOutcome>, { project: number; students?: number[]; filter?: StudentFilter }>({
      queryFn: envelopeCall((body: { project: number; students?: number[]; filter?: StudentFilter }) => ({ url: '/studentinproject/bulk-add', method: 'POST', body })),
      invalidatesTags: invalidates('addStudentsToProject'),
    }),
    removeStudentFromProject: build.mutation<Envelope, { stdinprjId: number; projectId: number }>({
      queryFn: envelopeCall(({ stdinprjId }: { stdinprjId: number; projectId: number }) => ({
        url: `/studentinproject/${stdinprjId}/remove`,
        method: 'DELETE',
      })),
      invalidatesTags: invalidates('removeStudentFromProject'),
    }),
  }),
});

export const { useAddStudentToProjectMutation, useAddStudentsToProjectMutation, useRemoveStudentFromProjectMutation } = studentInProjectApi;
