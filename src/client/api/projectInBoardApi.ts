import type { ProjectInBoardInput } from '../../common/validation/projectInBoard';
import { baseApi, type Envelope } from './baseApi';
import { invalidates } from './tagRules';
import { envelopeCall } from './innerStatus';

export type { ProjectInBoardInput };

/** A project put on a board (POST /projectinboard/insert) with its defence time and order. */
export const projectInBoardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addProjectToBoard: build.mutation<Envelope, ProjectInBoardInput & { force?: boolean }>({
      queryFn: envelopeCall((body: ProjectInBoardInput & { force?: boolean }) => ({ url: '/projectinboard/insert', method: 'POST', body })),
      invalidatesTags: invalidates('addProjectToBoard'),
    }),
  }),
});

export const { useAddProjectToBoardMutation } = projectInBoardApi;
