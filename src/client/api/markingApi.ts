import type { MarkingSaveRequest, MarkingSaveResult, MarkingView } from '../../common/contract/marking';
import { baseApi, type Envelope } from './baseApi';
import { liveOriginHeader } from './liveOrigin';
import { invalidates, provides } from './tagRules';

/** A save's argument: the request, and the board the seat is on (the tags of the board's marks; not sent). */
export type MarkingSaveArgs = MarkingSaveRequest & { boardId: number };

const saved = invalidates('saveMarking');

/** The marking screen (beyond the spec): one read, one atomic, version-checked save. */
export const markingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMarking: build.query<MarkingView, { lectureInBoardId: number; projectId: number }>({
      query: ({ lectureInBoardId, projectId }) => `/marking/${lectureInBoardId}/${projectId}`,
      transformResponse: (r: Envelope<MarkingView>) => r.data!,
      // Not the project's Score tag: a save patches this cache entry with the saved cells (below) rather than refetching.
      providesTags: provides('getMarking'),
    }),
    saveMarking: build.mutation<Envelope<MarkingSaveResult>, MarkingSaveArgs>({
      // the live event this save announces carries this tab's origin, so this tab does not refetch twice (liveUpdates.ts)
      query: ({ boardId: _board, ...body }) => ({ url: '/marking/save', method: 'PUT', body, headers: liveOriginHeader() }),
      // Success: the answer carries the saved cells (patched in below); the project's and board's marks change.
      // A conflict (409): the grid's data is stale, so it is fetched again.
      invalidatesTags: (result, error, a) =>
        error && (error as { status?: unknown }).status === 409
          ? [{ type: 'Marking', id: `${a.lectureinboardId}-${a.projectId}` }]
          : result?.status === 200
            ? saved(result, undefined, a)
            : [],
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.status !== 200 || !data.data) return;
          const saved = data.data;
          dispatch(
            markingApi.util.updateQueryData('getMarking', { lectureInBoardId: arg.lectureinboardId, projectId: arg.projectId }, (draft) => {
              draft.scores = saved.scores;
              draft.marked = true;
              if (saved.comments) draft.comments = saved.comments;
            }),
          );
        } catch {
          /* the page shows the error */
        }
      },
    }),
  }),
});

export const { useGetMarkingQuery, useSaveMarkingMutation } = markingApi;
