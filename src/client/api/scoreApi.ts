import type { CourseResultRow, ScoreExplanation, StudentScoreResponse } from '../../common/contract/marking';
import { baseApi, type Envelope } from './baseApi';
import { provides } from './tagRules';

/** Scores as students and lecturers read them: the student's grade report, its explanation, a course's results. */
export const scoreApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /score/get (a read): 201 {score, status} once published, else 204 with the server's message. */
    getStudentScore: build.query<StudentScoreResponse, { id: number; courseId: number }>({
      query: (body) => ({ url: '/score/get', method: 'POST', body }),
      providesTags: provides('getStudentScore'),
    }),
    getScoreExplanation: build.query<Envelope<ScoreExplanation>, number>({
      query: (courseId) => `/score/explain/${courseId}`,
      providesTags: provides('getScoreExplanation'),
    }),
    /**
     * The course's students with their results, as the spec's screen builds them: GET /score/{courseId}/course (the
     * students in a project of the course, {status: 200, data: rows}) followed by GET /student/{courseId}/nothaveproject
     * (the enrolled students in none), each student once.
     */
    getCourseResults: build.query<CourseResultRow[], number>({
      async queryFn(courseId, _api, _extra, fetch) {
        const results = await fetch(`/score/${courseId}/course`);
        if (results.error) return { error: results.error };
        const without = await fetch(`/student/${courseId}/nothaveproject`);
        if (without.error) return { error: without.error };
        const rows = (results.data as Envelope<CourseResultRow[]>).data ?? [];
        const rest = ((without.data as Envelope<Array<{ Id: number; Code: string; Name: string }>>).data ?? []).map(
          (st): CourseResultRow => ({ StudentId: st.Id, Code: st.Code, Name: st.Name, ProjectId: null, ProjectName: null, Score: null, Result: null }),
        );
        return { data: [...rows, ...rest] };
      },
      providesTags: provides('getCourseResults'),
    }),
  }),
});

export const { useGetStudentScoreQuery, useGetScoreExplanationQuery, useGetCourseResultsQuery } = scoreApi;
