import type { BoardScheduleData, ConflictRow, FeedStatus, MyScheduleData, ScheduleGridBoard } from '../../common/contract/schedule';
import { baseApi, type Envelope } from './baseApi';
import { invalidates, provides } from './tagRules';
import { envelopeCall } from './innerStatus';

/** The defence schedule: a board's running order, a lecturer's / student's defences, the calendar address. */
export const scheduleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBoardSchedule: build.query<BoardScheduleData, number>({
      query: (id) => `/schedule/board/${id}`,
      transformResponse: (r: Envelope<BoardScheduleData>) => r.data!,
      providesTags: provides('getBoardSchedule'),
    }),
    reorderBoard: build.mutation<Envelope, { boardId: number; projectIds: number[] }>({
      queryFn: envelopeCall(({ boardId, projectIds }: { boardId: number; projectIds: number[] }) => ({ url: `/schedule/board/${boardId}/order`, method: 'PUT', body: { projectIds } })),
      invalidatesTags: invalidates('reorderBoard'),
    }),
    packBoard: build.mutation<Envelope, { boardId: number; changeover: number }>({
      queryFn: envelopeCall(({ boardId, changeover }: { boardId: number; changeover: number }) => ({ url: `/schedule/board/${boardId}/pack`, method: 'POST', body: { changeover } })),
      invalidatesTags: invalidates('packBoard'),
    }),
    getScheduleGrid: build.query<ScheduleGridBoard[], { semesterId: number }>({
      query: ({ semesterId }) => ({ url: '/schedule/grid', params: { semesterId } }),
      transformResponse: (r: Envelope<ScheduleGridBoard[]>) => r.data ?? [],
      providesTags: provides('getScheduleGrid'),
    }),
    getScheduleConflicts: build.query<ConflictRow[], { semesterId?: number }>({
      query: ({ semesterId }) => ({ url: '/schedule/conflicts', params: semesterId ? { semesterId } : {} }),
      transformResponse: (r: Envelope<ConflictRow[]>) => r.data ?? [],
      providesTags: provides('getScheduleConflicts'),
    }),
    getMySchedule: build.query<MyScheduleData, void>({
      query: () => '/schedule/mine',
      transformResponse: (r: Envelope<MyScheduleData>) => r.data!,
      providesTags: provides('getMySchedule'),
    }),
    getFeedStatus: build.query<FeedStatus, void>({
      query: () => '/schedule/feed',
      transformResponse: (r: Envelope<FeedStatus>) => r.data!,
      providesTags: provides('getFeedStatus'),
    }),
    createFeed: build.mutation<Envelope<FeedStatus>, void>({
      queryFn: envelopeCall(() => ({ url: '/schedule/feed', method: 'POST' })),
      invalidatesTags: invalidates('createFeed'),
    }),
    revokeFeed: build.mutation<Envelope, void>({
      queryFn: envelopeCall(() => ({ url: '/schedule/feed', method: 'DELETE' })),
      invalidatesTags: invalidates('revokeFeed'),
    }),
  }),
});

export const { useGetBoardScheduleQuery, useGetScheduleGridQuery, useGetScheduleConflictsQuery, useReorderBoardMutation, usePackBoardMutation, useGetMyScheduleQuery, useGetFeedStatusQuery, useCreateFeedMutation, useRevokeFeedMutation } = scheduleApi;
