import type { BulkOutcome, StudentFilter } from '../../common/contract/admin';
import { baseApi, type Envelope } from './baseApi';
import { envelopeCall } from './innerStatus';
import { changedTags } from './tags';

/** Students in projects (POST /studentinproject/add, DELETE /studentinproject/{id}/remove); refused once graded. */
export const studentInProjectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addStudentToProject: build.mutation<Envelope, { student: number; project: number }>({
      queryFn: envelopeCall((body: { student: number; project: number }) => ({ url: '/studentinproject/add', method: 'POST', body })),
      invalidatesTags: (_r, error, { project }) => changedTags(error, ['StudentInProject'], [{ type: 'Project', id: project }]),
    }),
    /** POST /studentinproject/bulk-add {project, students | filter}: those that can be; data.refused lists the rest [{id, code, name, reason}]. */
    addStudentsToProject: build.mutation<Envelope<BulkOutcome>, { project: number; students?: number[]; filter?: StudentFilter }>({
      queryFn: envelopeCall((body: { project: number; students?: number[]; filter?: StudentFilter }) => ({ url: '/studentinproject/bulk-add', method: 'POST', body })),
      invalidatesTags: (_r, error, { project }) => changedTags(error, ['StudentInProject'], [{ type: 'Project', id: project }]),
    }),
    removeStudentFromProject: build.mutation<Envelope, { stdinprjId: number; projectId: number }>({
      queryFn: envelopeCall(({ stdinprjId }: { stdinprjId: number; projectId: number }) => ({
        url: `/studentinproject/${stdinprjId}/remove`,
        method: 'DELETE',
      })),
      invalidatesTags: (_r, error, { projectId, stdinprjId }) =>
        changedTags(error, ['StudentInProject'], [{ type: 'Project', id: projectId }, { type: 'StudentInProject', id: stdinprjId }]),
    }),
  }),
});

export const { useAddStudentToProjectMutation, useAddStudentsToProjectMutation, useRemoveStudentFromProjectMutation } = studentInProjectApi;
