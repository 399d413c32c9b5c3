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
    getCourseResults: build.query<CourseResultRow[], number>({
      query: (courseId) => `/score/${courseId}/course`,
      /** {status: 200, data: rows} (api.md "Shapes existing clients read") */
      transformResponse: (answer: Envelope<CourseResultRow[]>) => answer.data ?? [],
      providesTags: provides('getCourseResults'),
    }),
  }),
});

export const { useGetStudentScoreQuery, useGetScoreExplanationQuery, useGetCourseResultsQuery } = scoreApi;
