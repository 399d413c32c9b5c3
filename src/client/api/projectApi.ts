import type { ProjectRow } from '../../common/contract/admin';
import type { ProjectRow as ProjectCandidateRow } from '../../common/contract/details';
import type { ProjectsMarkedResponse } from '../../common/contract/marking';
import type { ProjectAddInput, ProjectEditInput } from '../../common/validation/catalog';
import { baseApi, type Envelope } from './baseApi';
import { crudEndpoints } from './crud';
import { envelopeCall } from './innerStatus';
import { changedTags, showsTags } from './tags';

export type { ProjectRow, ProjectCandidateRow };

/** A project row shows its course, semester and subject, its board, whether it is published, its student count. */
const crud = crudEndpoints<ProjectRow, ProjectAddInput, ProjectEditInput>({
  type: 'Project',
  path: '/project',
  alsoShows: ['Course', 'Semester', 'Subject', 'Board', 'ProjectInBoard', 'Published', 'StudentInProject'],
});
export const projectAdapter = crud.adapter;
export const projectSelectors = crud.selectors;

/** Projects: the admin console's CRUD, a board's candidates, a lecturer seat's projects, publication. */
export const projectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProjects: crud.list(build),
    addProject: crud.add(build),
    editProject: crud.edit(build),
    deleteProject: crud.remove(build),
    /** GET /project/{lectureInBoardId}/getprojectmarked: the board's projects, ticked once this seat has marked them. */
    getProjectsMarked: build.query<ProjectsMarkedResponse, number>({
      query: (lectureInBoardId) => `/project/${lectureInBoardId}/getprojectmarked`,
      providesTags: (result, _e, lectureInBoardId) => [
        { type: 'Project' as const, id: `marked-${lectureInBoardId}` },
        ...showsTags(['Project', 'Board', 'ProjectInBoard', 'Score', 'Published'], { type: 'Project', ids: result?.projects.map((p) => p.id) }),
      ],
    }),
    /** GET /project/{boardId}/projectsnoboard: the candidates of a board's "Add project" modal. */
    getProjectsNoBoard: build.query<ProjectCandidateRow[], number>({
      query: (boardId) => `/project/${boardId}/projectsnoboard`,
      transformResponse: (r: Envelope<ProjectCandidateRow[]>) => r.data ?? [],
      providesTags: (result) => showsTags(['Project', 'Course', 'ProjectInBoard'], { type: 'Project', ids: result?.map((p) => p.Id) }),
    }),
    /** POST /project/{id}/public: refused (inner status) while marks are missing. */
    publishProject: build.mutation<Envelope, { projectId: number }>({
      queryFn: envelopeCall(({ projectId }: { projectId: number }) => ({ url: `/project/${projectId}/public`, method: 'POST' })),
      invalidatesTags: (_r, error, { projectId }) => changedTags(error, ['Published'], [{ type: 'Project', id: projectId }]),
    }),
  }),
});

export const {
  useGetProjectsQuery,
  useAddProjectMutation,
  useEditProjectMutation,
  useDeleteProjectMutation,
  useGetProjectsMarkedQuery,
  useGetProjectsNoBoardQuery,
  usePublishProjectMutation,
} = projectApi;
