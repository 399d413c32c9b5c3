import type { CourseResultRow, LecturerScoreRow, ScoreExplanation, StudentScoreResponse } from '../../common/dto/marking';
import { baseApi, type Envelope } from './baseApi';

/** Scores: the student's grade report, its explanation, a course's results, and the spec's insert/update. */
const scoreApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /score/get (a read): 201 {score, status} once published, else 204 with the server's message. */
    getStudentScore: build.query<StudentScoreResponse, { id: number; courseId: number }>({
      query: (body) => ({ url: '/score/get', method: 'POST', body }),
      providesTags: (_r, _e, arg) => [{ type: 'Published', id: `course-${arg.courseId}` }],
    }),
    getScoreExplanation: build.query<Envelope<ScoreExplanation>, number>({
      query: (courseId) => `/score/explain/${courseId}`,
      providesTags: (_r, _e, courseId) => [{ type: 'Published', id: `course-${courseId}` }],
    }),
    getCourseResults: build.query<CourseResultRow[], number>({
      query: (courseId) => `/score/${courseId}/course`,
      providesTags: (_r, _e, courseId) => [
        { type: 'Score', id: 'LIST' },
        { type: 'Published', id: `course-${courseId}` },
      ],
    }),
    getLecturerScores: build.query<Envelope<LecturerScoreRow[]>, { lectureInBoardId: number; studentId: number; projectId: number }>({
      query: ({ lectureInBoardId, studentId, projectId }) => `/score/${lectureInBoardId}/${studentId}/${projectId}`,
      providesTags: (_r, _e, a) => [{ type: 'Score', id: `marking-${a.lectureInBoardId}-${a.projectId}` }],
    }),
    insertScore: build.mutation<Envelope, { score: Record<string, number>; stdinprjId: number; lectureinboardId: number; courseID?: number; projectId: number }>({
      query: ({ projectId: _p, ...body }) => ({ url: '/score/insert', method: 'POST', body }),
      invalidatesTags: (_r, _e, a) => [
        { type: 'Score', id: `marking-${a.lectureinboardId}-${a.projectId}` },
        { type: 'Project', id: `marked-${a.lectureinboardId}` },
        { type: 'History', id: a.projectId },
      ],
    }),
    updateScore: build.mutation<Envelope, { stdInPro: number; scoreColumnId: number; score: number; lecInBoard: number; course?: number; version?: number; projectId: number }>({
      query: ({ projectId: _p, ...body }) => ({ url: '/score/update', method: 'PUT', body }),
      invalidatesTags: (_r, _e, a) => [
        { type: 'Score', id: `marking-${a.lecInBoard}-${a.projectId}` },
        { type: 'Project', id: `marked-${a.lecInBoard}` },
        { type: 'History', id: a.projectId },
      ],
    }),
  }),
});

export const {
  useGetStudentScoreQuery,
  useGetScoreExplanationQuery,
  useGetCourseResultsQuery,
  useGetLecturerScoresQuery,
  useInsertScoreMutation,
  useUpdateScoreMutation,
} = scoreApi;
export { scoreApi };
