import type { LecturerRow, ProjectRow, StudentRow } from '../../common/dto/details';
import { baseApi, type Envelope } from './baseApi';
import { envelopeCall } from './innerStatus';

/**
 * The link calls of the board workflow (lecturers and projects on boards, students in courses and projects,
 * publication) and the candidate lists their modals show. Refusals (inner status other than 200/201) arrive as
 * errors (envelopeCall); a success invalidates exactly the records it changed, so the open page refreshes itself.
 */
export interface ProjectInBoardInput {
  projectId: number;
  boardId: number;
  intendTime: string;
  order: number | null;
  protectTime: number | null;
}

export const linksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLecturersNotInBoard: build.query<LecturerRow[], number>({
      query: (boardId) => `/teacher/${boardId}/notinboard`,
      providesTags: (_r, _e, boardId) => [
        { type: 'Teacher', id: 'LIST' },
        { type: 'LectureInBoard', id: 'LIST' },
        { type: 'Board', id: boardId },
      ],
    }),
    getProjectsNoBoard: build.query<ProjectRow[], number>({
      query: (boardId) => `/project/${boardId}/projectsnoboard`,
      transformResponse: (r: Envelope<ProjectRow[]>) => r.data ?? [],
      providesTags: (result, _e, boardId) => [
        { type: 'Project', id: 'LIST' },
        { type: 'ProjectInBoard', id: 'LIST' },
        { type: 'Board', id: boardId },
        ...(result ?? []).map((p) => ({ type: 'Project' as const, id: p.Id })),
      ],
    }),
    getStudentsNotInCourse: build.query<StudentRow[], number>({
      query: (courseId) => `/student/${courseId}/getstdnotincour`,
      providesTags: (_r, _e, courseId) => [
        { type: 'Student', id: 'LIST' },
        { type: 'StudentInCourse', id: 'LIST' },
        { type: 'Course', id: courseId },
      ],
    }),
    addLecturerToBoard: build.mutation<Envelope, { teacherId: number; boardId: number }>({
      queryFn: envelopeCall((body: { teacherId: number; boardId: number }) => ({ url: '/lectureinboard/add', method: 'POST', body })),
      invalidatesTags: (_r, error, { boardId }) => (error ? [] : [{ type: 'Board', id: boardId }, { type: 'LectureInBoard', id: 'LIST' }]),
    }),
    removeLecturerFromBoard: build.mutation<Envelope, { lectureInBoardId: number; boardId: number }>({
      queryFn: envelopeCall(({ lectureInBoardId }: { lectureInBoardId: number; boardId: number }) => ({
        url: `/lectureinboard/${lectureInBoardId}`,
        method: 'DELETE',
      })),
      invalidatesTags: (_r, error, { boardId }) => (error ? [] : [{ type: 'Board', id: boardId }, { type: 'LectureInBoard', id: 'LIST' }]),
    }),
    addProjectToBoard: build.mutation<Envelope, ProjectInBoardInput>({
      queryFn: envelopeCall((body: ProjectInBoardInput) => ({ url: '/projectinboard/insert', method: 'POST', body })),
      invalidatesTags: (_r, error, { boardId, projectId }) =>
        error ? [] : [{ type: 'Board', id: boardId }, { type: 'Project', id: projectId }, { type: 'ProjectInBoard', id: 'LIST' }],
    }),
    publishProject: build.mutation<Envelope, { projectId: number }>({
      queryFn: envelopeCall(({ projectId }: { projectId: number }) => ({ url: `/project/${projectId}/public`, method: 'POST' })),
      invalidatesTags: (_r, error, { projectId }) => (error ? [] : [{ type: 'Project', id: projectId }, { type: 'Published', id: 'LIST' }]),
    }),
    addStudentToCourse: build.mutation<Envelope, { course: number; student: number }>({
      queryFn: envelopeCall((body: { course: number; student: number }) => ({ url: '/studentincourse/add', method: 'POST', body })),
      invalidatesTags: (_r, error, { course }) => (error ? [] : [{ type: 'Course', id: course }, { type: 'StudentInCourse', id: 'LIST' }]),
    }),
    addStudentToProject: build.mutation<Envelope, { student: number; project: number }>({
      queryFn: envelopeCall((body: { student: number; project: number }) => ({ url: '/studentinproject/add', method: 'POST', body })),
      invalidatesTags: (_r, error, { project }) => (error ? [] : [{ type: 'Project', id: project }, { type: 'StudentInProject', id: 'LIST' }]),
    }),
    removeStudentFromProject: build.mutation<Envelope, { stdinprjId: number; projectId: number }>({
      queryFn: envelopeCall(({ stdinprjId }: { stdinprjId: number; projectId: number }) => ({
        url: `/studentinproject/${stdinprjId}/remove`,
        method: 'DELETE',
      })),
      invalidatesTags: (_r, error, { projectId }) => (error ? [] : [{ type: 'Project', id: projectId }, { type: 'StudentInProject', id: 'LIST' }]),
    }),
  }),
});

export const {
  useGetLecturersNotInBoardQuery,
  useGetProjectsNoBoardQuery,
  useGetStudentsNotInCourseQuery,
  useAddLecturerToBoardMutation,
  useRemoveLecturerFromBoardMutation,
  useAddProjectToBoardMutation,
  usePublishProjectMutation,
  useAddStudentToCourseMutation,
  useAddStudentToProjectMutation,
  useRemoveStudentFromProjectMutation,
} = linksApi;
