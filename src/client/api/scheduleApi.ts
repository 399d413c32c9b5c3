import type { BoardScheduleData, ConflictRow, FeedStatus, MyScheduleData, ScheduleGridBoard } from '../../common/contract/schedule';
import { baseApi, type Envelope } from './baseApi';
import { envelopeCall } from './innerStatus';
import { changedTags, showsTags } from './tags';

/** The defence schedule: a board's running order, a lecturer's / student's defences, the calendar address. */
export const scheduleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBoardSchedule: build.query<BoardScheduleData, number>({
      query: (id) => `/schedule/board/${id}`,
      transformResponse: (r: Envelope<BoardScheduleData>) => r.data!,
      providesTags: (_r, _e, id) => showsTags(['Board', 'Project', 'Course', 'ProjectInBoard', 'LectureInBoard', 'Teacher', 'StudentInProject', 'Score'], { type: 'Board', ids: [id] }),
    }),
    reorderBoard: build.mutation<Envelope, { boardId: number; projectIds: number[] }>({
      queryFn: envelopeCall(({ boardId, projectIds }: { boardId: number; projectIds: number[] }) => ({ url: `/schedule/board/${boardId}/order`, method: 'PUT', body: { projectIds } })),
      invalidatesTags: (_r, error, { boardId }) => changedTags(error, ['ProjectInBoard'], [{ type: 'Board', id: boardId }]),
    }),
    packBoard: build.mutation<Envelope, { boardId: number; changeover: number }>({
      queryFn: envelopeCall(({ boardId, changeover }: { boardId: number; changeover: number }) => ({ url: `/schedule/board/${boardId}/pack`, method: 'POST', body: { changeover } })),
      invalidatesTags: (_r, error, { boardId }) => changedTags(error, ['ProjectInBoard'], [{ type: 'Board', id: boardId }]),
    }),
    getScheduleGrid: build.query<ScheduleGridBoard[], { semesterId: number }>({
      query: ({ semesterId }) => ({ url: '/schedule/grid', params: { semesterId } }),
      transformResponse: (r: Envelope<ScheduleGridBoard[]>) => r.data ?? [],
      providesTags: () => showsTags(['Board', 'Subject', 'Project', 'ProjectInBoard', 'LectureInBoard', 'Teacher', 'StudentInProject', 'Student']),
    }),
    getScheduleConflicts: build.query<ConflictRow[], { semesterId?: number }>({
      query: ({ semesterId }) => ({ url: '/schedule/conflicts', params: semesterId ? { semesterId } : {} }),
      transformResponse: (r: Envelope<ConflictRow[]>) => r.data ?? [],
      providesTags: () => showsTags(['Board', 'Project', 'ProjectInBoard', 'LectureInBoard', 'Teacher', 'StudentInProject', 'Student']),
    }),
    getMySchedule: build.query<MyScheduleData, void>({
      query: () => '/schedule/mine',
      transformResponse: (r: Envelope<MyScheduleData>) => r.data!,
      providesTags: () => showsTags(['Board', 'Project', 'ProjectInBoard', 'LectureInBoard', 'Teacher', 'StudentInProject', 'Student', 'Subject']),
    }),
    getFeedStatus: build.query<FeedStatus, void>({
      query: () => '/schedule/feed',
      transformResponse: (r: Envelope<FeedStatus>) => r.data!,
      providesTags: () => showsTags(['Config']),
    }),
    createFeed: build.mutation<Envelope<FeedStatus>, void>({
      queryFn: envelopeCall(() => ({ url: '/schedule/feed', method: 'POST' })),
      invalidatesTags: (_r, error) => changedTags(error, ['Config']),
    }),
    revokeFeed: build.mutation<Envelope, void>({
      queryFn: envelopeCall(() => ({ url: '/schedule/feed', method: 'DELETE' })),
      invalidatesTags: (_r, error) => changedTags(error, ['Config']),
    }),
  }),
});

export const { useGetBoardScheduleQuery, useGetScheduleGridQuery, useGetScheduleConflictsQuery, useReorderBoardMutation, usePackBoardMutation, useGetMyScheduleQuery, useGetFeedStatusQuery, useCreateFeedMutation, useRevokeFeedMutation } = scheduleApi;
