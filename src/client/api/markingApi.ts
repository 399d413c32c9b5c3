import type { MarkingSaveRequest, MarkingSaveResult, MarkingView } from '../../common/contract/marking';
import { baseApi, type Envelope } from './baseApi';
import { changedTags, showsTags } from './tags';

export const markingTag = (lectureInBoardId: number, projectId: number) => ({ type: 'Score' as const, id: `marking-${lectureInBoardId}-${projectId}` });

/** The marking screen (beyond the spec): one read, one atomic, version-checked save. */
export const markingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMarking: build.query<MarkingView, { lectureInBoardId: number; projectId: number }>({
      query: ({ lectureInBoardId, projectId }) => `/marking/${lectureInBoardId}/${projectId}`,
      transformResponse: (r: Envelope<MarkingView>) => r.data!,
      // Not the Score LIST tag: a save patches this cache entry with the saved cells (below) rather than refetching.
      providesTags: (_r, _e, a) => [markingTag(a.lectureInBoardId, a.projectId), ...showsTags(['Project', 'Student', 'StudentInProject', 'ScoreColumn'])],
    }),
    saveMarking: build.mutation<Envelope<MarkingSaveResult>, MarkingSaveRequest>({
      query: (body) => ({ url: '/marking/save', method: 'PUT', body }),
      // Success: the answer carries the saved cells (patched in below); the board list's ticks change.
      // A conflict (409): the grid's data is stale, so it is fetched again.
      invalidatesTags: (result, error, a) =>
        error && (error as { status?: unknown }).status === 409
          ? [markingTag(a.lectureinboardId, a.projectId)]
          : result?.status === 200
            ? changedTags(null, ['Score', 'History'], [{ type: 'Project', id: `marked-${a.lectureinboardId}` }, { type: 'History', id: a.projectId }])
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
