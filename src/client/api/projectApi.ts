import type { ProjectListRow as ProjectRow } from '../../common/contract/admin';
import type { ProjectRow as ProjectCandidateRow } from '../../common/contract/details';
import type { ProjectsMarkedResponse } from '../../common/contract/marking';
import type { ProjectAddInput, ProjectEditInput } from '../../common/validation/catalog';
import { baseApi, type Envelope } from './baseApi';
import { invalidates, provides } from './tagRules';
import { crudEndpoints } from './crud';
import { envelopeCall } from './innerStatus';
import { liveOriginHeader } from './liveOrigin';

export type { ProjectRow, ProjectCandidateRow };

/** A project row shows its course, semester and subject. */
const crud = crudEndpoints<ProjectRow, ProjectAddInput, ProjectEditInput>({
  path: '/project',
});

/** Projects: the admin console's CRUD, a board's candidates, a lecturer seat's projects, publication. */
export const projectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ...crud.calls(build, 'Project', 'Projects'),
    /** GET /project/{lectureInBoardId}/getprojectmarked: the board's projects, ticked once this seat has marked them. */
    getProjectsMarked: build.query<ProjectsMarkedResponse, number>({
      query: (lectureInBoardId) => `/project/${lectureInBoardId}/getprojectmarked`,
      providesTags: provides('getProjectsMarked'),
    }),
    /** GET /project/{boardId}/projectsnoboard: the candidates of a board's "Add project" modal. */
    getProjectsNoBoard: build.query<ProjectCandidateRow[], number>({
      query: (boardId) => `/project/${boardId}/projectsnoboard`,
      transformResponse: (r: Envelope<ProjectCandidateRow[]>) => r.data ?? [],
      providesTags: provides('getProjectsNoBoard'),
    }),
    /** POST /project/{id}/public: refused (inner status) while marks are missing. */
    publishProject: build.mutation<Envelope, { projectId: number }>({
      queryFn: envelopeCall(({ projectId }: { projectId: number }) => ({ url: `/project/${projectId}/public`, method: 'POST', headers: liveOriginHeader() })),
      invalidatesTags: invalidates('publishProject'),
    }),
  }),
});

/** The getProjects list's rows, read from the store (memoised; bound once). */
export const projectSelectors = crud.bind(projectApi.endpoints.getProjects.select());

/** The admin list's query, delete and rows. */
export const projectScreen = crud.screen(projectApi.endpoints.getProjects, projectApi.endpoints.deleteProject, projectSelectors, { kind: 'project', noun: 'project' });

export const {
  useGetProjectsQuery,
  useAddProjectMutation,
  useEditProjectMutation,
  useDeleteProjectMutation,
  useGetProjectsMarkedQuery,
  useGetProjectsNoBoardQuery,
  usePublishProjectMutation,
} = projectApi;
