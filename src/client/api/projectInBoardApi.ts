import type { ProjectInBoardInput } from '../../common/validation/projectInBoard';
import { baseApi, type Envelope } from './baseApi';
import { envelopeCall } from './innerStatus';
import { changedTags } from './tags';

export type { ProjectInBoardInput };

/** A project put on a board (POST /projectinboard/insert) with its defence time and order. */
export const projectInBoardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addProjectToBoard: build.mutation<Envelope, ProjectInBoardInput & { force?: boolean }>({
      queryFn: envelopeCall((body: ProjectInBoardInput & { force?: boolean }) => ({ url: '/projectinboard/insert', method: 'POST', body })),
      invalidatesTags: (_r, error, { boardId, projectId }) =>
        changedTags(error, ['ProjectInBoard'], [{ type: 'Board', id: boardId }, { type: 'Project', id: projectId }]),
    }),
  }),
});

export const { useAddProjectToBoardMutation } = projectInBoardApi;
