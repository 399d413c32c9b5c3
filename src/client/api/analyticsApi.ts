import type { BoardAnalytics, DrillRow, TermAnalytics } from '../../common/contract/analytics';
import { baseApi, type Envelope } from './baseApi';
import { provides } from './tagRules';

export interface TermArgs {
  semester: number;
  subject?: number;
}
export interface DrillArgs extends TermArgs {
  course?: number;
  bin?: number;
}

const qs = (args: object) =>
  Object.entries(args)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');


/**
 * Analytics (beyond the spec): GET /analytics/board/{id} (admin, the board's lecturers), /analytics/term and
 * /analytics/term/students (admin). Loaded with the analytics screens only.
 */
export const analyticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBoardAnalytics: build.query<BoardAnalytics, number>({
      query: (boardId) => `/analytics/board/${boardId}`,
      transformResponse: (r: Envelope<BoardAnalytics>) => r.data as BoardAnalytics,
      providesTags: provides('getBoardAnalytics'),
    }),
    getTermAnalytics: build.query<TermAnalytics, TermArgs>({
      query: (args) => `/analytics/term?${qs(args)}`,
      transformResponse: (r: Envelope<TermAnalytics>) => r.data as TermAnalytics,
      providesTags: provides('getTermAnalytics'),
    }),
    getTermStudents: build.query<DrillRow[], DrillArgs>({
      query: (args) => `/analytics/term/students?${qs(args)}`,
      transformResponse: (r: Envelope<DrillRow[]>) => r.data ?? [],
      providesTags: provides('getTermStudents'),
    }),
  }),
});

export const { useGetBoardAnalyticsQuery, useGetTermAnalyticsQuery, useGetTermStudentsQuery } = analyticsApi;
