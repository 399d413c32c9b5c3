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
