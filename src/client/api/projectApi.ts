import { baseApi } from './baseApi';

// --- lecturer and student journeys: projects a seat has marked, with the board's projects ---
import type { ProjectsMarkedResponse } from '../../common/dto/marking';

const projectLecturerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProjectsMarked: build.query<ProjectsMarkedResponse, number>({
      query: (lectureInBoardId) => `/project/${lectureInBoardId}/getprojectmarked`,
      providesTags: (result, _e, lectureInBoardId) => [
        { type: 'Project' as const, id: `marked-${lectureInBoardId}` },
        { type: 'Project' as const, id: 'LIST' },
        ...(result?.projects ?? []).map((p) => ({ type: 'Project' as const, id: p.id })),
      ],
    }),
  }),
});

export const { useGetProjectsMarkedQuery } = projectLecturerApi;

// --- admin console (issue 3): list, add, edit, delete ---
import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { ProjectRow } from '../../common/dto/admin';
import type { ProjectAddInput, ProjectEditInput } from '../../common/validation/catalog';
import type { Envelope } from './baseApi';
import { envelopeCall, listTags } from './innerStatus';

export type { ProjectRow };

export const projectAdapter = createEntityAdapter<ProjectRow, number>({ selectId: (p) => p.Id, sortComparer: (a, b) => a.Id - b.Id });
export const projectSelectors = projectAdapter.getSelectors();

const projectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProjects: build.query<EntityState<ProjectRow, number>, void>({
      query: () => '/project/getall',
      transformResponse: (rows: ProjectRow[]) => projectAdapter.setAll(projectAdapter.getInitialState(), rows),
      providesTags: (result) => listTags('Project', result?.ids),
    }),
    addProject: build.mutation<Envelope, ProjectAddInput>({
      queryFn: envelopeCall((body: ProjectAddInput) => ({ url: '/project/add', method: 'POST', body })),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Project', id: 'LIST' }]),
    }),
    editProject: build.mutation<Envelope, ProjectEditInput & { id: number }>({
      queryFn: envelopeCall((body: ProjectEditInput & { id: number }) => ({ url: '/project/edit', method: 'PUT', body })),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Project', id }]),
    }),
    deleteProject: build.mutation<Envelope, number>({
      queryFn: envelopeCall((id: number) => ({ url: `/project/${id}`, method: 'DELETE' })),
      invalidatesTags: (_r, error, id) => (error ? [] : [{ type: 'Project', id }]),
    }),
  }),
});

export const { useGetProjectsQuery, useAddProjectMutation, useEditProjectMutation, useDeleteProjectMutation } = projectApi;
export { projectApi };
